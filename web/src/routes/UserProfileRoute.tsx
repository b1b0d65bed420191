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
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useConfirm } from '../components/ConfirmDialog';
import { PageSpinner } from '../features/auth/guards';
import { useViewer } from '../features/auth/useViewer';
import { ALL_ROLES, DEACTIVATE_CONFIRMATION, ROLE_LABELS, STATUS_LABELS } from '../features/users/labels';
import { AFTER_ADMIN_ACTION, ChangeUserRoleMutation, DeactivateUserMutation } from '../features/users/operations';
import { Toast, useToast } from '../features/users/Toast';
import { useActivateUser } from '../features/users/useActivateUser';
import { graphql } from '../gql';
import type { Role } from '../gql/graphql';
import { asyncHandler } from '../lib/async-handler';
import { describeError, isRetryable } from '../lib/errors';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';

const AdminUserQuery = graphql(`
  query AdminUser($id: Int!) {
    user(id: $id) {
      ...UserRow_user
    }
  }
`);

function UserNotFound() {
  const t = useT();
  return (
    <Container maxW="2xl" py="16" textAlign="center">
      <Heading as="h1" size="2xl" color="ink">
        {t('auth.profile.notFound')}
      </Heading>
      <Text mt="3" color="fg.muted">
        {t('auth.profile.notFoundHint')}
      </Text>
      <Button asChild mt="6" colorPalette="sea">
        <RouterLink to="/admin/users">{t('auth.profile.backToUsers')}</RouterLink>
      </Button>
    </Container>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium" wordBreak="break-word">
        {value}
      </Text>
    </Box>
  );
}

export function UserProfileRoute() {
  const t = useT();
  const format = useFormat();
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const { viewer } = useViewer();
  const { data, loading, error } = useQuery(AdminUserQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const [draftRole, setDraftRole] = useState<Role | null>(null);
  const { confirm, dialog } = useConfirm();
  // No retry for a refusal (a conflict, bad input): sending it again gets the same answer.
  const [failure, setFailure] = useState<{ title: string; detail: string; retry: (() => void) | null } | null>(null);
  const toast = useToast();
  const refetch = { refetchQueries: AFTER_ADMIN_ACTION, awaitRefetchQueries: true };
  const [activate, activation] = useActivateUser();
  const [deactivate, deactivation] = useMutation(DeactivateUserMutation, refetch);
  const [changeRole, roleChange] = useMutation(ChangeUserRoleMutation, refetch);

  if (id === null) return <UserNotFound />;
  if (loading && !data) return <PageSpinner />;
  const user = data?.user;
  // A missing user and a refusal look the same here, as the spec's not-found text says.
  if (!user) return loading && !error ? <PageSpinner /> : <UserNotFound />;

  const isSelf = user.id === viewer?.id;
  const role = draftRole ?? user.role;
  const status = STATUS_LABELS[user.status];
  const deactivateConfirmation = {
    title: t(DEACTIVATE_CONFIRMATION.title),
    message: t(DEACTIVATE_CONFIRMATION.message),
    confirmLabel: t(DEACTIVATE_CONFIRMATION.confirmLabel),
  };
  const busy = activation.loading || deactivation.loading || roleChange.loading;

  async function run(title: string, action: () => Promise<unknown>, success?: string): Promise<boolean> {
    setFailure(null);
    try {
      await action();
      if (success) toast.show(success);
      return true;
    } catch (caught) {
      console.warn(title, caught);
      setFailure({
        title,
        detail: describeError(caught, t),
        retry: isRetryable(caught) ? () => void run(title, action, success) : null,
      });
      return false;
    }
  }

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Button asChild size="sm" variant="ghost" colorPalette="sea" mb="4">
        <RouterLink to="/admin/users">{t('auth.profile.backLink')}</RouterLink>
      </Button>
      <Box bg="surface" borderWidth="1px" borderColor="line" borderRadius="2xl" p={{ base: '5', md: '8' }}>
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="2xl" color="ink">
            {user.name ?? user.email}
          </Heading>
          <Badge colorPalette={status.palette}>{t(status.label)}</Badge>
        </Flex>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="6">
          <Detail label={t('auth.profile.email')} value={user.email ?? t('auth.profile.hidden')} />
          <Detail label={t('auth.profile.phone')} value={user.phone ?? t('auth.profile.notGiven')} />
          <Detail label={t('auth.profile.role')} value={t(ROLE_LABELS[user.role])} />
          <Detail label={t('auth.profile.joined')} value={format.date(user.createdAt)} />
          <Detail label={t('auth.profile.updated')} value={format.dateTime(user.updatedAt)} />
          <Detail
            label={t('auth.profile.activated')}
            value={user.activatedAt ? format.dateTime(user.activatedAt) : t('auth.profile.notYet')}
          />
        </SimpleGrid>
      </Box>

      {failure ? (
        <Alert.Root status="error" mt="6" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Content flex="1">
            <Alert.Title>{failure.title}</Alert.Title>
            {failure.detail ? <Alert.Description>{failure.detail}</Alert.Description> : null}
          </Alert.Content>
          {failure.retry ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={failure.retry}>
              {t('auth.profile.retry')}
            </Button>
          ) : null}
        </Alert.Root>
      ) : null}

      <Box
        as="section"
        aria-label={t('auth.profile.adminControls')}
        mt="6"
        bg="surface"
        borderWidth="1px"
        borderColor="line"
        borderRadius="2xl"
        p={{ base: '5', md: '8' }}
      >
        <Heading as="h2" size="lg" color="ink">
          {t('auth.profile.adminControls')}
        </Heading>
        <Field.Root mt="4" maxW="sm">
          <Field.Label>{t('auth.profile.role')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={role} onChange={(event) => setDraftRole(event.target.value as Role)}>
              {ALL_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(ROLE_LABELS[option])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack mt="3" gap="3">
          <Button
            colorPalette="sea"
            disabled={role === user.role || roleChange.loading}
            loading={roleChange.loading}
            onClick={asyncHandler(async () => {
              const saved = await run(
                t('users.failed.role'),
                () => changeRole({ variables: { id: user.id, role } }),
                t('users.roleChanged', { role }),
              );
              if (saved) setDraftRole(null);
            })}
          >
            {t('common.save')}
          </Button>
          <Button variant="outline" disabled={role === user.role} onClick={() => setDraftRole(null)}>
            {t('common.cancel')}
          </Button>
        </HStack>

        <HStack mt="6" gap="3" wrap="wrap">
          {user.status === 'pending' ? (
            <Button
              colorPalette="green"
              loading={activation.loading}
              disabled={busy}
              onClick={asyncHandler(() => run(t('users.failed.activate'), () => activate(user)))}
            >
              {t('users.activate')}
            </Button>
          ) : null}
          {user.status === 'inactive' ? (
            <Button
              colorPalette="green"
              loading={activation.loading}
              disabled={busy}
              onClick={asyncHandler(() => run(t('users.failed.activate'), () => activate(user)))}
            >
              {t('users.reactivate')}
            </Button>
          ) : null}
          {user.status === 'active' ? (
            <Button
              colorPalette="red"
              variant="outline"
              disabled={busy || isSelf}
              onClick={asyncHandler(async () => {
                if (await confirm(deactivateConfirmation)) {
                  await run(t('users.failed.deactivate'), () => deactivate({ variables: { id: user.id } }));
                }
              })}
            >
              {t('users.deactivate')}
            </Button>
          ) : null}
        </HStack>
        {isSelf ? (
          <Text mt="2" fontSize="sm" color="fg.muted">
            {t('auth.profile.self')}
          </Text>
        ) : null}
      </Box>

      {dialog}
      <Toast message={toast.message} />
    </Container>
  );
}
