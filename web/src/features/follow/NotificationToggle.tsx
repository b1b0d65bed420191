import { useApolloClient } from '@apollo/client/react';
import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { asyncHandler } from '../../lib/async-handler';
import { disableNotifications, enableNotifications, notificationState, type NotificationState } from './push';

const EXPLAIN: Record<NotificationState, string> = {
  unsupported: '',
  off: 'Get a notification for every wicket, goal and result of what you follow.',
  on: 'Notifications are on for wickets, goals and results of what you follow.',
  blocked: 'Notifications are blocked for this site in your browser settings.',
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
  return (
    <Stack gap="2" data-testid="notifications" data-state={reason === 'server' ? 'not-configured' : 'unsupported'}>
      <Text fontSize="sm" color="fg.muted" role="status">
        {reason === 'server'
          ? 'Notifications are not available on this site.'
          : 'This browser cannot receive notifications.'}{' '}
        {teams.length > 0
          ? 'Your teams stay first on this page; add their fixtures to your calendar to hear of every match:'
          : 'Follow a team to keep it first on this page and add its fixtures to your calendar.'}
      </Text>
      {teams.length > 0 ? (
        <HStack as="ul" gap="3" wrap="wrap" listStyleType="none" aria-label="Calendar feeds of your teams">
          {teams.map((team) => (
            <li key={team.id}>
              <Link
                href={`/team/${team.id}/fixtures.ics`}
                fontSize="sm"
                color="sea.fg"
                textDecoration="underline"
                data-testid="team-calendar-link"
              >
                {team.name} fixtures (calendar)
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
        setProblem(error instanceof Error ? error.message : 'Could not change notifications.');
      } finally {
        setBusy(false);
      }
    });

  return (
    <HStack gap="3" wrap="wrap" data-testid="notifications" data-state={state}>
      <Text fontSize="sm" color="fg.muted" flex="1" minW="48" role="status">
        {problem ?? EXPLAIN[state]}
      </Text>
      {state === 'on' ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="sea"
          loading={busy}
          onClick={run(() => disableNotifications(client))}
        >
          Turn off notifications
        </Button>
      ) : state === 'off' ? (
        <Button
          size="sm"
          colorPalette="sunset"
          loading={busy}
          onClick={run(() => enableNotifications(client, publicKey))}
        >
          Notify me
        </Button>
      ) : null}
    </HStack>
  );
}
