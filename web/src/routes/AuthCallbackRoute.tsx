import { useApolloClient } from '@apollo/client/react';
import { Container, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { refreshViewer } from '../features/auth/session';
import { useT } from '../i18n/use-t';

type SessionUser = { role: string; is_active: boolean; is_account_activated: boolean; has_chosen_role?: boolean };

/**
 * Where a person goes once signed in. Section 4 of the spec: activated staff to /admin, activated players to
 * the public home (which lets them stay), others to /select-role; but someone who has already asked for a
 * role and awaits activation goes to /pending-activation, which shows that request, not the picker again.
 */
export function afterSignIn(user: SessionUser): string {
  if (user.is_active && user.is_account_activated) return user.role === 'player' ? '/' : '/admin';
  if (!user.is_active || user.has_chosen_role) return '/pending-activation';
  return '/select-role';
}

/** Where the provider sends the browser back: exchanges the code for a session, then routes the person on. */
export function AuthCallbackRoute() {
  const t = useT();
  const navigate = useNavigate();
  const client = useApolloClient();
  const started = useRef(false);

  useEffect(() => {
    // React's strict mode runs effects twice in development; a code can be used only once.
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const state = params.get('state');
    (async () => {
      if (!code) {
        throw new Error('Cannot exchange code for session token: no code provided in the URL search params.');
      }
      const response = await fetch('/api/sessions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code, state }),
      });
      if (!response.ok) {
        throw new Error(`Failed to exchange code for session token: API responded with HTTP status ${response.status}`);
      }
      const user = (await response.json()) as SessionUser;
      // Whoever was known before (a visitor) is forgotten and the new person loaded, so the header
      // shows them at once.
      await refreshViewer(client);
      void navigate(afterSignIn(user), { replace: true });
    })().catch((error: unknown) => {
      console.error(error);
      void navigate('/?error=auth_failed', { replace: true });
    });
  }, [navigate, client]);

  return (
    <Container maxW="md" py="24">
      <VStack gap="4">
        <Spinner size="xl" color="sea.fg" />
        <Text fontSize="lg">{t('auth.callback.completing')}</Text>
      </VStack>
    </Container>
  );
}
