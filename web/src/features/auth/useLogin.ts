import { useCallback, useState } from 'react';
import { startLogin } from './start-login';

/** Asks the server for the provider's sign-in address and sends the browser there. */
export function useLogin() {
  const [pending, setPending] = useState(false);
  const start = useCallback(async () => {
    setPending(true);
    // Pending until the browser has left the page; a failure lets the visitor try again.
    if (!(await startLogin())) setPending(false);
  }, []);
  return { start, pending };
}
