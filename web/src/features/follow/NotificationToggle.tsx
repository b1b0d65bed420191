import { useApolloClient } from '@apollo/client/react';
import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { asyncHandler } from '../../lib/async-handler';
import {
  disableNotifications,
  enableNotifications,
  notificationState,
  PushNotReadyError,
  type NotificationState,
} from './push';

// 'unsupported' shows the calendar feeds instead (CalendarInstead), so it has no sentence here.
const EXPLAIN: Record<Exclude<NotificationState, 'unsupported'>, MessageId> = {
  off: 'follow.notifications.off',
  on: 'follow.notifications.on',
  blocked: 'follow.notifications.blocked',
};

/**
 * Without web push (the server has no VAPID keys, or the browser cannot receive push): following still
 * works, and each followed team's calendar feed is the way to hear of its fixtures.
 */
export function CalendarInstead({
  reason,
  teams,
}: {
  reason: 'server' | 'browser';
  teams: readonly { id: number; name: string }[];
}) {
  const t = useT();
  return (
    <Stack gap="2" data-testid="notifications" data-state={reason === 'server' ? 'not-configured' : 'unsupported'}>
      <Text fontSize="sm" color="fg.muted" role="status">
        {reason === 'server'
          ? t('follow.notifications.serverUnavailable')
          : t('follow.notifications.browserUnsupported')}{' '}
        {teams.length > 0 ? t('follow.notifications.calendarTeams') : t('follow.notifications.calendarNone')}
      </Text>
      {teams.length > 0 ? (
        <HStack as="ul" gap="3" wrap="wrap" listStyleType="none" aria-label={t('follow.notifications.calendarFeeds')}>
          {teams.map((team) => (
            <li key={team.id}>
              <Link
                href={`/team/${team.id}/fixtures.ics`}
                fontSize="sm"
                color="sea.fg"
                textDecoration="underline"
                data-testid="team-calendar-link"
              >
                {t('follow.notifications.calendarLink', { team: team.name })}
              </Link>
            </li>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}

/**
 * Web push for what this browser follows, when the server has VAPID keys (it sends the public key) and the
 * browser can receive push; otherwise the followed teams' calendar feeds instead (CalendarInstead).
 */
export function NotificationToggle({
  publicKey,
  teams = [],
}: {
  publicKey: string | null | undefined;
  /** The teams this browser follows, for their calendar feeds when push is not there. */
  teams?: readonly { id: number; name: string }[];
}) {
  const t = useT();
  const client = useApolloClient();
  const [state, setState] = useState<NotificationState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    notificationState()
      .then((value) => current && setState(value))
      .catch(() => current && setState('unsupported'));
    return () => {
      current = false;
    };
  }, []);

  if (state === null) return null;
  if (!publicKey) return <CalendarInstead reason="server" teams={teams} />;
  if (state === 'unsupported') return <CalendarInstead reason="browser" teams={teams} />;

  const run = (action: () => Promise<NotificationState>) =>
    asyncHandler(async () => {
      setBusy(true);
      setProblem(null);
      try {
        setState(await action());
      } catch (error) {
        setProblem(
          error instanceof PushNotReadyError
            ? t('follow.notifications.notReady')
            : error instanceof Error
              ? error.message
              : t('follow.notifications.changeFailed'),
        );
      } finally {
        setBusy(false);
      }
    });

  return (
    <HStack gap="3" wrap="wrap" data-testid="notifications" data-state={state}>
      <Text fontSize="sm" color="fg.muted" flex="1" minW="48" role="status">
        {problem ?? t(EXPLAIN[state])}
      </Text>
      {state === 'on' ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="sea"
          loading={busy}
          onClick={run(() => disableNotifications(client))}
        >
          {t('follow.notifications.turnOff')}
        </Button>
      ) : state === 'off' ? (
        <Button
          size="sm"
          colorPalette="sunset"
          loading={busy}
          onClick={run(() => enableNotifications(client, publicKey))}
        >
          {t('follow.notifications.notifyMe')}
        </Button>
      ) : null}
    </HStack>
  );
}
