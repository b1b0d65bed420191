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

/** Taps again each button tapped before the app ran, if the page still shows it: once the page is hydrated. */
export function replayEarlyTaps(taps: HTMLElement[]): void {
  for (const button of taps.splice(0)) {
    if (button.isConnected && !(button as HTMLButtonElement).disabled) button.click();
  }
}
