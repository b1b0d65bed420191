import { Badge } from '@chakra-ui/react';

/** A status as a badge: the colours say in, waiting, or out. */
const STATUS_COLOURS: Record<string, string> = {
  APPROVED: 'green',
  PENDING: 'yellow',
  WAITLISTED: 'blue',
  REJECTED: 'red',
  WITHDRAWN: 'gray',
};
const STATUS_LABELS: Record<string, string> = {
  APPROVED: 'Approved',
  PENDING: 'Pending review',
  WAITLISTED: 'Waiting list',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
};
const FEE_LABELS: Record<string, string> = {
  NOT_REQUIRED: 'No fee',
  UNPAID: 'Fee unpaid',
  PAID: 'Fee paid',
  WAIVED: 'Fee waived',
};
/** Entries that are out: nothing is owed on them, whatever was recorded while they were in. */
const OUT = ['WITHDRAWN', 'REJECTED'];

export function EntryStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={STATUS_COLOURS[status] ?? 'gray'} data-testid="entry-status">
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

/**
 * The entry's fee as a badge; none where no fee is asked, nor "unpaid" on an entry that is out. With the
 * tournament's fee, an unpaid badge says how much.
 */
export function EntryFeeBadge({
  status,
  feeStatus,
  fee,
}: {
  status: string;
  feeStatus: string;
  fee?: { amount: number; currency: string } | null;
}) {
  if (feeStatus === 'NOT_REQUIRED' || (feeStatus === 'UNPAID' && OUT.includes(status))) return null;
  return (
    <Badge colorPalette={feeStatus === 'UNPAID' ? 'orange' : 'gray'} variant="outline" data-testid="entry-fee">
      {FEE_LABELS[feeStatus] ?? feeStatus}
      {feeStatus === 'UNPAID' && fee ? ` (${fee.amount.toFixed(2)} ${fee.currency})` : ''}
    </Badge>
  );
}
