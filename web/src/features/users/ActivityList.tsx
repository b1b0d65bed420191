import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { ActivityList_EntryFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { ACTION_LABELS } from './labels';

export const ActivityListEntryFragment = graphql(`
  fragment ActivityList_entry on ActivityLog {
    id
    action
    userEmail
    adminEmail
    details
    createdAt
  }
`);

export function ActivityList({ entries, empty }: { entries: ActivityList_EntryFragment[]; empty: string }) {
  if (entries.length === 0) {
    return <Text color="fg.muted">{empty}</Text>;
  }
  return (
    <Stack as="ol" listStyleType="none" gap="3" m="0" p="0" data-testid="activity-list">
      {entries.map((entry) => (
        <Box as="li" key={entry.id} borderBottomWidth="1px" borderColor="line" pb="2">
          <Badge colorPalette="sea" variant="subtle">
            {ACTION_LABELS[entry.action]}
          </Badge>
          <Text mt="1" fontWeight="medium" wordBreak="break-all">
            {entry.userEmail}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {entry.adminEmail ? `by ${entry.adminEmail} · ` : ''}
            {entry.details ? `${entry.details} · ` : ''}
            {formatDateTime(entry.createdAt)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
