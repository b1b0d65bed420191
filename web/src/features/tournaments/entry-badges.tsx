import { Badge } from '@chakra-ui/react';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';

/** A status as a badge: the colours say in, waiting, or out. */
const STATUS_COLOURS: Record<string, string> = {
  APPROVED: 'green',
  PENDING: 'yellow',
  WAITLISTED: 'blue',
  REJECTED: 'red',
  WITHDRAWN: 'gray',
};
const STATUS_LABELS: Record<string, MessageId> = {
  APPROVED: 'tournaments.entry.status.APPROVED',
  PENDING: 'tournaments.entry.status.PENDING',
  WAITLISTED: 'tournaments.entry.status.WAITLISTED',
  REJECTED: 'tournaments.entry.status.REJECTED',
  WITHDRAWN: 'tournaments.entry.status.WITHDRAWN',
};
const FEE_LABELS: Record<string, MessageId> = {
  NOT_REQUIRED: 'tournaments.entry.fee.NOT_REQUIRED',
  UNPAID: 'tournaments.entry.fee.UNPAID',
  PAID: 'tournaments.entry.fee.PAID',
  WAIVED: 'tournaments.entry.fee.WAIVED',
};
/** Entries that are out: nothing is owed on them, whatever was recorded while they were in. */
const OUT = ['WITHDRAWN', 'REJECTED'];

export function EntryStatusBadge({ status }: { status: string }) {
  const t = useT();
  const label = STATUS_LABELS[status];
  return (
    <Badge colorPalette={STATUS_COLOURS[status] ?? 'gray'} data-testid="entry-status">
      {label ? t(label) : status}
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
  const t = useT();
  if (feeStatus === 'NOT_REQUIRED' || (feeStatus === 'UNPAID' && OUT.includes(status))) return null;
  return (
    <Badge colorPalette={feeStatus === 'UNPAID' ? 'orange' : 'gray'} variant="outline" data-testid="entry-fee">
      {FEE_LABELS[feeStatus] ? t(FEE_LABELS[feeStatus]) : feeStatus}
      {feeStatus === 'UNPAID' && fee
        ? t('tournaments.entry.fee.amount', { amount: fee.amount.toFixed(2), currency: fee.currency })
        : ''}
    </Badge>
  );
}
