import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import type { IntlShape } from 'react-intl';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AppRoutes, loadMatchedRoutes } from './app/app-routes';
import { noteOfflinePage } from './app/offline-copy';
import { registerServiceWorker } from './app/service-worker';
import { routes } from './app/router';
import { RenderedAtProvider } from './app/clock';
import { replayEarlyTaps, takeEarlyTaps } from './app/early-taps';
import { createEmotionCache } from './app/emotion-cache';
import { adoptServerStyles } from './app/ssr-styles';
import { EMOTION_KEY, readServerState } from './app/ssr-state';
import { createAppSystem } from './app/theme';
import { createSiteIntl, LanguageProvider } from './i18n/intl';
import { loadMessages } from './i18n/load-messages';
import { prepareLocalizedMessages } from './i18n/localize-message';
import { adoptCatalogue } from './i18n/signed-in-messages';
import { DEFAULT_LANGUAGE, languageOf } from '../../shared/i18n/languages';

const container = document.getElementById('root')!;
// The server marks the page it rendered; a page served from elsewhere (the service worker's shell, an
// offline copy of another page) is rendered afresh, never hydrated against the wrong markup.
const rendered = container.dataset.ssr === window.location.pathname ? readServerState(document) : undefined;
const serverState = rendered?.apollo;

noteOfflinePage(container);

// The server wrote the page in its language and named it on <html>: its catalogue alone is fetched, at once,
// and the app waits for it before its first render so a hydrated page never flashes another language.
const language = languageOf(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
const messages = loadMessages(language).then((loaded) => {
  // Signed-in pages add their messages to it as their code loads.
  adoptCatalogue(language, loaded);
  return loaded;
});

const renderedAt = rendered ? new Date(rendered.renderedAt) : null;

/** What every render of the app is given: built one task at a time by `start`. */
type AppContext = { system: SystemContext; client: ApolloClient; emotionCache: EmotionCache; intl: IntlShape };

/**
 * Gives the browser the main thread before the next step of start-up (a tap, a paint), so the steps run
 * as tasks of their own: on a phone the bundle's evaluation, the theme and hydration's set-up were one
 * task of 300 ms, and a tap waited for all of it.
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * After the first commit (the server's page hydrated, or the page rendered here): the buttons tapped
 * before, then `data-app="live"` on the root, which tests and tools wait for. It wraps the router rather
 * than sitting beside it: a sibling would shift every `useId` below it from the server's, and the ids that
 * tie tabs to their panels would no longer match.
 */
function AppStarted({ earlyTaps, children }: { earlyTaps: HTMLElement[]; children: ReactNode }) {
  useEffect(() => {
    replayEarlyTaps(earlyTaps);
    container.dataset.app = 'live';
  }, [earlyTaps]);
  return children;
}

/** How the app starts: hydrating the server's page (with the buttons tapped on it), or rendering afresh. */
type StartMode = { hydrating: true; earlyTaps: HTMLElement[] } | { hydrating: false };

function app({ system, client, emotionCache, intl }: AppContext, mode: StartMode) {
  return (
    <StrictMode>
      <RenderedAtProvider at={renderedAt}>
        <CacheProvider value={emotionCache}>
          <ChakraProvider value={system}>
            <LanguageProvider intl={intl}>
              <ApolloProvider client={client}>
                <AppStarted earlyTaps={mode.hydrating ? mode.earlyTaps : []}>
                  <BrowserRouter>
                    <AppRoutes table={routes} rendersAfresh={!mode.hydrating} />
                  </BrowserRouter>
                </AppStarted>
              </ApolloProvider>
            </LanguageProvider>
          </ChakraProvider>
        </CacheProvider>
      </RenderedAtProvider>
    </StrictMode>
  );
}

async function start(): Promise<void> {
  await nextTask();
  const system = createAppSystem();
  await nextTask();
  const context: AppContext = {
    system,
    client: createApolloClient(language, serverState),
    emotionCache: adoptServerStyles(createEmotionCache(EMOTION_KEY)),
    intl: createSiteIntl(language, await messages),
  };
  if (!serverState) return renderAfresh(context);
  try {
    // The matched routes' code, loaded before hydrating so the first render matches the server's.
    await loadMatchedRoutes(routes, window.location);
  } catch {
    return renderAfresh(context);
  }
  await nextTask();
  const earlyTaps = takeEarlyTaps();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for most of a second on a phone: the page it already shows answers taps while it hydrates.
  startTransition(() => void hydrateRoot(container, app(context, { hydrating: true, earlyTaps })));
  prepareErrorWords();
}

/** The API speaks English: on a page in another language, the words to recognise in its refusals, once idle. */
function prepareErrorWords(): void {
  if (language === DEFAULT_LANGUAGE) return;
  const idle = (globalThis as { requestIdleCallback?: (run: () => void) => void }).requestIdleCallback;
  const later = (run: () => void) => (idle ? idle(run) : setTimeout(run, 2000));
  later(() => void prepareLocalizedMessages(language).catch(() => undefined));
}

/** Rendered in the browser alone: the markup there is replaced, so a button tapped on it is gone. */
async function renderAfresh(context: AppContext) {
  takeEarlyTaps();
  // The page's code first, so the first render shows it (a failed load shows the route's error screen).
  await loadMatchedRoutes(routes, window.location).catch(() => undefined);
  createRoot(container).render(app(context, { hydrating: false }));
  prepareErrorWords();
}

void start();

// An embed, framed on a club's site, must stay small: no service worker precaching the whole app for its
// visitors (who have not opened Pitchside itself).
if (!window.location.pathname.startsWith('/embed/')) registerServiceWorker();
