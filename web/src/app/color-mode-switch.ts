import { COLOR_MODE_STORAGE_KEY } from '../../../shared/color-mode-script';

export type ColorMode = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function storedMode(): ColorMode | null {
  try {
    const value = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function deviceMode(): ColorMode {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Puts the mode on <html> as Chakra's `dark`/`light` class, and tells form controls and scrollbars. */
function apply(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  for (const listener of listeners) listener();
}

/** The page's colour mode, as the head script or the last switch set it. */
export function currentColorMode(): ColorMode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Told of every change of mode; with no choice of their own, the page follows the device (sunset). */
export function subscribeColorMode(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  const follow = () => {
    if (!storedMode()) apply(deviceMode());
  };
  media?.addEventListener('change', follow);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', follow);
  };
}

/** Switches between light and dark, remembered on this device. */
export function toggleColorMode(): void {
  const next: ColorMode = currentColorMode() === 'dark' ? 'light' : 'dark';
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, next);
  } catch {
    // Private browsing may refuse storage: the switch still holds for this page.
  }
  apply(next);
}
