import { useNow } from '../app/clock';
import { useOfflineCopy } from '../app/offline-copy';
import { offlineSentence } from '../app/offline-sentence';
import { useT } from '../i18n/use-t';

/** "No connection: showing this page as last seen 5 minutes ago", while the data is an offline copy. */
export function OfflineNotice() {
  const copiedAt = useOfflineCopy();
  return copiedAt ? <OfflineCopyNotice copiedAt={copiedAt} /> : null;
}

function OfflineCopyNotice({ copiedAt }: { copiedAt: Date }) {
  // The shared one-second clock, only while there is a notice: the age counts on while the fan waits.
  const now = useNow();
  const t = useT();
  // Styled by the theme's static rule (.offline-notice), as a page without the app draws it too.
  return (
    <div role="status" data-testid="offline-notice" className="offline-notice">
      <p>{offlineSentence(t, copiedAt, now.getTime())}</p>
    </div>
  );
}
