import { registerServiceWorker } from '../app/service-worker';
import { replayEarlyTaps, takeEarlyTaps } from '../app/early-taps';
import { DEFAULT_LANGUAGE, languageOf } from '../../../shared/i18n/languages';
import { startClocks } from './clocks';
import { startControls } from './controls';
import { startFollowButtons } from './follow';
import { followLiveRegions } from './live-regions';
import { startRegionForms } from './region-forms';
import { startRegionLinks } from './region-links';
import { startTabs } from './tabs';

/**
 * A visitor's page as the server rendered it, with no app behind it: its links are plain links to other
 * rendered pages, its styles are the server's, and only what the page does or what moves on it runs here
 * (web/src/main.tsx is the app, for signed-in people and every other page). A page served from elsewhere
 * (the service worker's shell) has no `data-ssr` and is not one of these.
 */
const root = document.getElementById('root')!;
const language = languageOf(document.documentElement.lang) ?? DEFAULT_LANGUAGE;

// Buttons tapped while this script was on its way: answered once the listeners are there.
const earlyTaps = takeEarlyTaps();
startControls();
startTabs();
startRegionLinks();
startRegionForms();
startFollowButtons();
replayEarlyTaps(earlyTaps);
startClocks();
followLiveRegions(language);

const offlineCopy = root.dataset.offlineCopy;
if (offlineCopy !== undefined) {
  void import('./offline-notice').then(({ showOfflineNotice }) => showOfflineNotice(root, offlineCopy, language));
}

// Tests and tools wait for this, as for the app's own start.
root.dataset.app = 'live';
registerServiceWorker();
