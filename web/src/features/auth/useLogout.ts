import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetViewer } from './session';

/** Ends the session on the server and forgets the user here; goes to / even when the call fails. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    try {
      // POST with a JSON body: /api's CSRF check refuses a logout another site could trigger.
      const response = await fetch('/api/logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    } catch (error) {
      console.error('Failed to logout', error);
    } finally {
      await forgetViewer(client);
      setPending(false);
      void navigate('/', { replace: true });
    }
  }, [client, navigate]);
  return { logout, pending };
}
