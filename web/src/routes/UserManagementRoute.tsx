import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Field,
  Flex,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useConfirm } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { PageSpinner } from '../features/auth/guards';
import { useViewer } from '../features/auth/useViewer';
import { ActivityList } from '../features/users/ActivityList';
import { ALL_ROLES, DEACTIVATE_CONFIRMATION, ROLE_LABELS, STATUS_LABELS } from '../features/users/labels';
import { AFTER_ADMIN_ACTION, ChangeUserRoleMutation, DeactivateUserMutation } from '../features/users/operations';
import { Toast, useToast } from '../features/users/Toast';
import { useActivateUser } from '../features/users/useActivateUser';
import { graphql } from '../gql';
import type { Role, UserFilter, UserRow_UserFragment } from '../gql/graphql';
import { asyncHandler } from '../lib/async-handler';
import { describeError, isRetryable } from '../lib/errors';
import { useFormat } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';
import { useT } from '../i18n/use-t';

const AdminUsersQuery = graphql(`
  query AdminUsers($filter: UserFilter!) {
    users(filter: $filter) {
      ...UserRow_user
    }
  }
`);

const OverviewQuery = graphql(`
  query UserManagementOverview {
    analytics {
      pendingActivations
      activeUsers
      totalUsers
      recentSignups
      recentActivations
    }
    activityLogs(limit: 50) {
      id
      ...ActivityList_entry
    }
  }
`);

const FILTERS: { value: UserFilter; label: MessageId }[] = [
  { value: 'all', label: 'users.filter.all' },
  { value: 'pending', label: 'users.status.pending' },
  { value: 'active', label: 'users.status.active' },
  { value: 'inactive', label: 'users.status.inactive' },
];

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Box bg="surface" borderWidth="1px" borderColor="line" borderRadius="xl" p="4">
      <Text fontSize="2xl" fontWeight="bold" color="sea.fg">
        {value}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}

type RowProps = {
  user: UserRow_UserFragment;
  isSelf: boolean;
  busy: boolean;
  onActivate: () => void;
  onDeactivate: () => void;
  onRole: (role: Role) => void;
};

function RoleSelect({ user, busy, onRole }: RowProps) {
  const t = useT();
  return (
    <NativeSelect.Root size="sm" minW="44" disabled={busy}>
      <NativeSelect.Field
        aria-label={t('users.list.roleOf', { email: user.email })}
        value={user.role}
        onChange={(event) => onRole(event.target.value as Role)}
      >
        {ALL_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(ROLE_LABELS[role])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function Actions({ user, busy, isSelf, onActivate, onDeactivate }: RowProps) {
  const t = useT();
  return (
    <HStack gap="2">
      <Button asChild size="xs" variant="outline" colorPalette="sea">
        <RouterLink to={`/admin/users/${user.id}`} aria-label={t('users.list.viewOf', { email: user.email })}>
          {t('users.list.view')}
        </RouterLink>
      </Button>
      {user.status === 'active' ? (
        <Button
          size="xs"
          colorPalette="red"
          variant="outline"
          onClick={onDeactivate}
          disabled={busy || isSelf}
          aria-label={t('users.list.deactivateOf', { email: user.email })}
        >
          {t('users.deactivate')}
        </Button>
      ) : (
        <Button
          size="xs"
          colorPalette="green"
          onClick={onActivate}
          disabled={busy}
          aria-label={t('users.list.activateOf', { email: user.email })}
        >
          {user.status === 'inactive' ? t('users.reactivate') : t('users.activate')}
        </Button>
      )}
    </HStack>
  );
}

function Who({ user }: { user: UserRow_UserFragment }) {
  return (
    <Box minW="0">
      <Text fontWeight="medium">{user.name ?? user.email}</Text>
      {user.name ? (
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {user.email}
        </Text>
      ) : null}
    </Box>
  );
}

function UserRow(props: RowProps) {
  const t = useT();
  const format = useFormat();
  const { user } = props;
  const status = STATUS_LABELS[user.status];
  return (
    <Table.Row data-testid="user-row" data-email={user.email}>
      <Table.Cell>
        <Who user={user} />
      </Table.Cell>
      <Table.Cell>
        <RoleSelect {...props} />
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={status.palette}>{t(status.label)}</Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{format.date(user.createdAt)}</Table.Cell>
      <Table.Cell>
        <Actions {...props} />
      </Table.Cell>
    </Table.Row>
  );
}

/** Phones get one card per person instead of a table wider than the screen. */
function UserCard(props: RowProps) {
  const t = useT();
  const format = useFormat();
  const { user } = props;
  const status = STATUS_LABELS[user.status];
  return (
    <Box as="li" data-testid="user-row" data-email={user.email} borderBottomWidth="1px" borderColor="line" py="3">
      <Flex justify="space-between" gap="2" align="start">
        <Who user={user} />
        <Badge colorPalette={status.palette}>{t(status.label)}</Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {t('users.list.joinedOn', { date: format.date(user.createdAt) })}
      </Text>
      <Stack mt="2" gap="2">
        <RoleSelect {...props} />
        <Actions {...props} />
      </Stack>
    </Box>
  );
}

export function UserManagementRoute() {
  const t = useT();
  const { viewer } = useViewer();
  const [filter, setFilter] = useState<UserFilter>('all');
  const layout = useBreakpointValue({ base: 'cards', md: 'table' }) ?? 'table';
  const users = useQuery(AdminUsersQuery, { variables: { filter }, fetchPolicy: 'cache-and-network' });
  const overview = useQuery(OverviewQuery, { fetchPolicy: 'cache-and-network' });
  const toast = useToast();
  // No retry for a refusal (a conflict, bad input): sending it again gets the same answer.
  const [failure, setFailure] = useState<{ title: string; detail: string; retry: (() => void) | null } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();
  const refetch = { refetchQueries: AFTER_ADMIN_ACTION, awaitRefetchQueries: true };
  const [activate] = useActivateUser();
  const [deactivate] = useMutation(DeactivateUserMutation, refetch);
  const [changeRole] = useMutation(ChangeUserRoleMutation, refetch);

  async function run(id: number, title: string, action: () => Promise<unknown>, success?: string) {
    setBusyId(id);
    setFailure(null);
    try {
      await action();
      if (success) toast.show(success);
    } catch (error) {
      console.warn(title, error);
      setFailure({
        title,
        detail: describeError(error, t),
        retry: isRetryable(error) ? () => void run(id, title, action, success) : null,
      });
    } finally {
      setBusyId(null);
    }
  }

  function rowProps(user: UserRow_UserFragment): RowProps {
    return {
      user,
      isSelf: user.id === viewer?.id,
      busy: busyId === user.id,
      onActivate: asyncHandler(() => run(user.id, t('users.failed.activate'), () => activate(user))),
      onDeactivate: asyncHandler(async () => {
        const sure = await confirm({
          title: t(DEACTIVATE_CONFIRMATION.title),
          message: t(DEACTIVATE_CONFIRMATION.message),
          confirmLabel: t(DEACTIVATE_CONFIRMATION.confirmLabel),
        });
        if (sure) await run(user.id, t('users.failed.deactivate'), () => deactivate({ variables: { id: user.id } }));
      }),
      onRole: asyncHandler((role) =>
        run(
          user.id,
          t('users.failed.role'),
          () => changeRole({ variables: { id: user.id, role } }),
          t('users.roleChanged', { role }),
        ),
      ),
    };
  }

  if (!users.data && users.loading) return <PageSpinner />;
  const analytics = overview.data?.analytics;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" color="ink">
        {t('users.list.title')}
      </Heading>
      <Text mt="1" color="fg.muted">
        {t('users.list.intro')}
      </Text>

      {analytics ? (
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" mt="6" data-testid="analytics">
          <Stat label={t('users.stats.pending')} value={analytics.pendingActivations} />
          <Stat label={t('users.stats.active')} value={analytics.activeUsers} />
          <Stat label={t('users.stats.total')} value={analytics.totalUsers} />
          <Stat label={t('users.stats.signups')} value={analytics.recentSignups} />
          <Stat label={t('users.stats.activations')} value={analytics.recentActivations} />
        </SimpleGrid>
      ) : null}

      {failure ? (
        <Alert.Root status="error" mt="6" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Content flex="1">
            <Alert.Title>{failure.title}</Alert.Title>
            {failure.detail ? <Alert.Description>{failure.detail}</Alert.Description> : null}
          </Alert.Content>
          {failure.retry ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={failure.retry}>
              {t('users.retry')}
            </Button>
          ) : null}
        </Alert.Root>
      ) : null}

      <Stack gap="6" mt="6">
        <Box bg="surface" borderWidth="1px" borderColor="line" borderRadius="xl" p="4">
          <Flex justify="space-between" align="end" gap="3" mb="4" wrap="wrap">
            <Heading as="h2" size="md" color="ink">
              {t('users.list.users')}
            </Heading>
            <Field.Root w="auto">
              <Field.Label fontSize="sm">{t('users.list.filter')}</Field.Label>
              <NativeSelect.Root size="sm" minW="40">
                <NativeSelect.Field value={filter} onChange={(event) => setFilter(event.target.value as UserFilter)}>
                  {FILTERS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {t(option.label)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Flex>
          {users.error ? (
            <Text color="fg.error">{t('users.list.loadFailed', { message: users.error.message })}</Text>
          ) : null}
          {users.data && users.data.users.length === 0 ? (
            <EmptyState title={t('users.list.emptyTitle')} hint={t('users.list.emptyHint')} />
          ) : null}
          {users.data && users.data.users.length > 0 && layout === 'cards' ? (
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="0">
              {users.data.users.map((user) => (
                <UserCard key={user.id} {...rowProps(user)} />
              ))}
            </Stack>
          ) : null}
          {users.data && users.data.users.length > 0 && layout === 'table' ? (
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('users.column.user')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('users.column.role')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('users.column.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('users.column.joined')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('users.column.actions')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {users.data.users.map((user) => (
                    <UserRow key={user.id} {...rowProps(user)} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : null}
        </Box>
        <Box
          as="section"
          aria-label={t('users.activity.title')}
          bg="surface"
          borderWidth="1px"
          borderColor="line"
          borderRadius="xl"
          p="4"
        >
          <Heading as="h2" size="md" color="ink" mb="4">
            {t('users.activity.title')}
          </Heading>
          <Box maxH="md" overflowY="auto" pe="2">
            {overview.data ? (
              <ActivityList entries={overview.data.activityLogs} empty={t('users.activity.emptyLogs')} />
            ) : overview.error ? (
              <Text color="fg.error">{t('users.activity.loadFailed')}</Text>
            ) : null}
          </Box>
        </Box>
      </Stack>
      <Toast message={toast.message} />
      {dialog}
    </Container>
  );
}
