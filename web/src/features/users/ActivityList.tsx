import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { ActivityList_EntryFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
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
  const t = useT();
  const format = useFormat();
  if (entries.length === 0) {
    return <Text color="fg.muted">{empty}</Text>;
  }
  return (
    <Stack as="ol" listStyleType="none" gap="3" m="0" p="0" data-testid="activity-list">
      {entries.map((entry) => (
        <Box as="li" key={entry.id} borderBottomWidth="1px" borderColor="line" pb="2">
          <Badge colorPalette="sea" variant="subtle">
            {t(ACTION_LABELS[entry.action])}
          </Badge>
          <Text mt="1" fontWeight="medium" wordBreak="break-all">
            {entry.userEmail}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {entry.adminEmail ? `${t('users.activity.by', { email: entry.adminEmail })} · ` : ''}
            {entry.details ? `${entry.details} · ` : ''}
            {format.dateTime(entry.createdAt)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
