import { useCallback, useSyncExternalStore } from 'react';
import { COLOR_MODE_STORAGE_KEY } from '../../../shared/color-mode-script';

export type ColorMode = 'light' | 'dark';

/** Where the header toggle remembers the choice; the inline script in <head> reads it before React. */
export const COLOR_MODE_KEY = COLOR_MODE_STORAGE_KEY;

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function storedMode(): ColorMode | null {
  try {
    const value = localStorage.getItem(COLOR_MODE_KEY);
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

function currentMode(): ColorMode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // With no choice of their own, the page follows the device when its setting changes (sunset).
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

/** The page's colour mode and a toggle that remembers the choice on this device. */
export function useColorMode(): { mode: ColorMode; toggle: () => void } {
  const mode = useSyncExternalStore(subscribe, currentMode, () => 'light' as const);
  const toggle = useCallback(() => {
    const next: ColorMode = currentMode() === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(COLOR_MODE_KEY, next);
    } catch {
      // Private browsing may refuse storage: the switch still holds for this page.
    }
    apply(next);
  }, []);
  return { mode, toggle };
}
