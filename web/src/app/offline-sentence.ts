import { ageParts, formatSiteTime } from '../../../shared/site-time';
import type { MessageId } from '../i18n/message-ids';

/** A message in the page's language: the app's `t`, or the visitor's formatter over the same catalogue. */
type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/**
 * "No connection: showing this page as last seen 5 minutes ago (14:05)", for a copy fetched at `copiedAt`
 * (the epoch when unknown). The app's notice (components/OfflineNotice.tsx) and a visitor's page without the
 * app (web/src/visitor/offline-notice.ts) both say it; plain arithmetic rather than date-fns, since the
 * notice is in every page's first download.
 */
export function offlineSentence(say: Say, copiedAt: Date, now: number): string {
  const known = !Number.isNaN(copiedAt.getTime()) && copiedAt.getTime() > 0;
  const age = known ? say('layout.offline.ago', ageParts(now - copiedAt.getTime())) : say('layout.offline.earlier');
  return say('layout.offline.notice', {
    age,
    time: known ? formatSiteTime(copiedAt) : say('layout.offline.timeUnknown'),
  });
}
