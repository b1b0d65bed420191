/** Time in play as H:MM:SS; null before the start, so a match that has not begun shows no clock. */
export function elapsed(startedAt: string | null, now: Date): string | null {
  if (!startedAt) return null;
  const seconds = Math.trunc((now.getTime() - Date.parse(startedAt)) / 1000);
  if (Number.isNaN(seconds) || seconds < 0) return null;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(secs)}`;
}
