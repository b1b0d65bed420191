import { formatSiteClock } from '../../../shared/site-time';
import { elapsed } from '../features/matches/elapsed';
import { pageMinute, type ClockFields } from '../features/matches/centre/match-minute';

const TICK_MS = 1000;

function readClockFields(value: string): ClockFields | null {
  try {
    const fields = JSON.parse(value) as ClockFields;
    return typeof fields === 'object' && fields !== null && typeof fields.phase === 'string' ? fields : null;
  } catch {
    return null;
  }
}

/** Every clock on the page at this instant; read afresh each tick, since a live part redrawn brings new ones. */
export function tickClocks(now: Date): void {
  for (const clock of document.querySelectorAll<HTMLElement>('[data-clock="site"]')) {
    clock.textContent = formatSiteClock(now);
    clock.setAttribute('datetime', now.toISOString());
  }
  for (const clock of document.querySelectorAll<HTMLElement>('[data-clock-since]')) {
    const shown = elapsed(clock.dataset.clockSince ?? null, now);
    if (shown) clock.textContent = shown;
  }
  for (const clock of document.querySelectorAll<HTMLElement>('[data-clock-minute]')) {
    const fields = readClockFields(clock.dataset.clockMinute ?? '');
    // In play the minute is digits ("67'", "45+2'"): the words between periods come with the next rendering.
    const shown = fields ? pageMinute(fields, now.getTime()) : '';
    if (shown) clock.textContent = shown;
  }
}

/**
 * The clocks the server drew on a match page (the time at the ground, the time in play, the football
 * minute), ticking every second as the app's do (app/clock.tsx), from the browser's own time. Returns what
 * stops them.
 */
export function startClocks(): () => void {
  // A match page may have no clock yet: one comes with the rendering that shows the kick-off.
  if (!document.querySelector('[data-clock], [data-clock-since], [data-clock-minute], [data-live-match]')) {
    return () => undefined;
  }
  tickClocks(new Date());
  const timer = window.setInterval(() => tickClocks(new Date()), TICK_MS);
  return () => window.clearInterval(timer);
}
