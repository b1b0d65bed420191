import { Box, Text } from '@chakra-ui/react';
import { formatSiteTime } from '../../../shared/site-time';
import { useNow } from '../app/clock';
import { useOfflineCopy } from '../app/offline-copy';
import { useT } from '../i18n/use-t';

type AgeUnit = 'second' | 'minute' | 'hour' | 'day';

/** An age as an amount of one unit, rounded as shared/site-time's formatAge does; the words are the catalogue's. */
function ageParts(milliseconds: number): { amount: number; unit: AgeUnit } {
  const seconds = Math.max(0, Math.round(milliseconds / 1000));
  if (seconds < 60) return { amount: seconds, unit: 'second' };
  if (seconds < 3600) return { amount: Math.round(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { amount: Math.round(seconds / 3600), unit: 'hour' };
  return { amount: Math.round(seconds / 86_400), unit: 'day' };
}

/** "No connection: showing this page as last seen 5 minutes ago", while the data is an offline copy. */
export function OfflineNotice() {
  const copiedAt = useOfflineCopy();
  return copiedAt ? <OfflineCopyNotice copiedAt={copiedAt} /> : null;
}

function OfflineCopyNotice({ copiedAt }: { copiedAt: Date }) {
  // The shared one-second clock, only while there is a notice: the age counts on while the fan waits.
  const now = useNow();
  const t = useT();
  const known = copiedAt.getTime() > 0;
  // Plain arithmetic rather than date-fns: this notice is in every page's first download.
  const age = known
    ? t('layout.offline.ago', ageParts(now.getTime() - copiedAt.getTime()))
    : t('layout.offline.earlier');
  return (
    <Box
      role="status"
      data-testid="offline-notice"
      bg="bg.warning"
      borderBottomWidth="1px"
      borderColor="border.warning"
      px="4"
      py="2"
    >
      <Text fontSize="sm" textAlign="center">
        {t('layout.offline.notice', {
          age,
          time: known ? formatSiteTime(copiedAt) : t('layout.offline.timeUnknown'),
        })}
      </Text>
    </Box>
  );
}
