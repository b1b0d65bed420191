import { useApolloClient } from '@apollo/client/react';
import { Button, HStack, Text } from '@chakra-ui/react';
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
 * Web push for what this browser follows. Shown only when the server has VAPID keys (it sends the public
 * key) and the browser can receive push; otherwise it renders nothing.
 */
export function NotificationToggle({ publicKey }: { publicKey: string | null | undefined }) {
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

  if (!publicKey || state === null || state === 'unsupported') return null;

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
