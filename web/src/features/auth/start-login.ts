/** Asks the server for the provider's sign-in address and sends the browser there; false when it could not. */
export async function startLogin(): Promise<boolean> {
  try {
    const response = await fetch('/api/oauth/google/redirect_url', { credentials: 'same-origin' });
    if (!response.ok) {
      throw new Error(`Failed to get login redirect URL: API responded with HTTP status ${response.status}`);
    }
    const { redirectUrl } = (await response.json()) as { redirectUrl: string };
    window.location.assign(redirectUrl);
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}
