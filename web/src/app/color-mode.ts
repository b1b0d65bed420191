import { useSyncExternalStore } from 'react';
import { COLOR_MODE_STORAGE_KEY } from '../../../shared/color-mode-script';
import { currentColorMode, subscribeColorMode, toggleColorMode, type ColorMode } from './color-mode-switch';

export type { ColorMode } from './color-mode-switch';

/** Where the header toggle remembers the choice; the inline script in <head> reads it before React. */
export const COLOR_MODE_KEY = COLOR_MODE_STORAGE_KEY;

/** The page's colour mode and a toggle that remembers the choice on this device. */
export function useColorMode(): { mode: ColorMode; toggle: () => void } {
  const mode = useSyncExternalStore(subscribeColorMode, currentColorMode, () => 'light' as const);
  return { mode, toggle: toggleColorMode };
}
