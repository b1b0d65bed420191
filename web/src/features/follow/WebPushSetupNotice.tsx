import { useQuery } from '@apollo/client/react';
import { Alert, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';

export const WebPushSetupQuery = graphql(`
  query WebPushSetup {
    webPushSetup {
      configured
      missing
    }
  }
`);

/**
 * Tells an organiser why visitors are not offered "Notify me": web push needs the VAPID settings on the
 * server. The server answers only to staff (and null to anyone else), so nothing shows for them, nor when
 * push is on.
 */
/** A setting's name as typed: plain monospace text (the Chakra system carries no Code recipe). */
function Setting({ children }: { children: ReactNode }) {
  return (
    <Text as="code" fontFamily="mono" fontSize="0.9em" px="1" rounded="sm" bg="bg.muted">
      {children}
    </Text>
  );
}

export function WebPushSetupNotice() {
  const { data } = useQuery(WebPushSetupQuery, { fetchPolicy: 'no-cache' });
  const setup = data?.webPushSetup;
  if (!setup || setup.configured) return null;
  return (
    <Alert.Root status="info" mt="8" data-testid="web-push-setup" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Notifications are off on this site</Alert.Title>
        <Alert.Description>
          <Text>
            Followers of your teams cannot get a notification for a wicket, a goal or a result until the server has web
            push. Whoever runs the server sets these environment variables (all of them) and restarts it:
          </Text>
          <HStack as="ul" gap="2" wrap="wrap" mt="2" listStyleType="none" aria-label="Settings web push needs">
            {setup.missing.map((name) => (
              <li key={name}>
                <Setting>{name}</Setting>
              </li>
            ))}
          </HStack>
          <Text mt="2">
            A key pair comes from <Setting>npx web-push generate-vapid-keys</Setting>; the subject is a{' '}
            <Setting>mailto:</Setting> or <Setting>https:</Setting> contact (see Configuration in the README). Until
            then, followers see your teams first on the home page and can add their fixtures to a calendar.
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
