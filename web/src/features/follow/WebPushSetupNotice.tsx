import { useQuery } from '@apollo/client/react';
import { Alert, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import { useT } from '../../i18n/use-t';

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
  const t = useT();
  const { data } = useQuery(WebPushSetupQuery, { fetchPolicy: 'no-cache' });
  const setup = data?.webPushSetup;
  if (!setup || setup.configured) return null;
  return (
    <Alert.Root status="info" mt="8" data-testid="web-push-setup" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('follow.setup.title')}</Alert.Title>
        <Alert.Description>
          <Text>{t('follow.setup.explain')}</Text>
          <HStack as="ul" gap="2" wrap="wrap" mt="2" listStyleType="none" aria-label={t('follow.setup.settings')}>
            {setup.missing.map((name) => (
              <li key={name}>
                <Setting>{name}</Setting>
              </li>
            ))}
          </HStack>
          <Text mt="2">{t.rich('follow.setup.howTo', { code: (chunks) => <Setting>{chunks}</Setting> })}</Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
