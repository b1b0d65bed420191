import { Box, Text } from '@chakra-ui/react';
import { formatDistanceToNowStrict } from 'date-fns';
import { useOfflineCopy } from '../app/offline-copy';

/** "No connection: showing this page as last seen 5 minutes ago", while the data is an offline copy. */
export function OfflineNotice() {
  const copiedAt = useOfflineCopy();
  if (!copiedAt) return null;
  const age = copiedAt.getTime() > 0 ? `${formatDistanceToNowStrict(copiedAt)} ago` : 'earlier';
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
        No connection: showing this page as last seen {age} (
        {copiedAt.getTime() > 0
          ? copiedAt.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
          : 'time unknown'}
        ).
      </Text>
    </Box>
  );
}
