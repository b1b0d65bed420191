import { useCallback, useState } from 'react';

/** Asks the server for the provider's sign-in address and sends the browser there. */
export function useLogin() {
  const [pending, setPending] = useState(false);
  const start = useCallback(async () => {
    setPending(true);
    try {
      const response = await fetch('/api/oauth/google/redirect_url', { credentials: 'same-origin' });
      if (!response.ok) {
        throw new Error(`Failed to get login redirect URL: API responded with HTTP status ${response.status}`);
      }
      const { redirectUrl } = (await response.json()) as { redirectUrl: string };
      window.location.assign(redirectUrl);
    } catch (error) {
      console.error(error);
      setPending(false);
    }
  }, []);
  return { start, pending };
}
