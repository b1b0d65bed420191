import { useEffect } from 'react';
import { EARLY_TAPS_GLOBAL } from '../../../shared/early-taps-script';

type EarlyTaps = { taps: HTMLElement[]; stop: () => void };

declare global {
  interface Window {
    [EARLY_TAPS_GLOBAL]?: EarlyTaps;
  }
}

/**
 * The buttons tapped before the app ran, and no more keeping: from the moment the root is created React
 * answers taps itself (on a part not hydrated yet, it hydrates that part first).
 */
export function takeEarlyTaps(): HTMLElement[] {
  const early = window[EARLY_TAPS_GLOBAL];
  if (!early) return [];
  early.stop();
  delete window[EARLY_TAPS_GLOBAL];
  return early.taps;
}

/** Once the page is hydrated, taps again each button tapped before, if the page still shows it. */
export function EarlyTapsReplay({ taps }: { taps: HTMLElement[] }): null {
  useEffect(() => {
    for (const button of taps.splice(0)) {
      if (button.isConnected && !(button as HTMLButtonElement).disabled) button.click();
    }
  }, [taps]);
  return null;
}
