/**
 * The spec's Share: the device's share sheet when there is one; otherwise the address is copied. Answers
 * whether it was copied (the button then says "Copied!" for COPIED_MS); a failed share is only logged.
 * The app's ShareButton and a visitor's page without the app (web/src/visitor/controls.ts) both share with it.
 */
export async function sharePage(title: string, url = window.location.href): Promise<'shared' | 'copied' | 'failed'> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url });
      return 'shared';
    }
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch (error) {
    console.error('Share failed', error);
    return 'failed';
  }
}

/** How long a copied link says "Copied!". */
export const COPIED_MS = 2000;
