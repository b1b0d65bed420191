import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';

/** Where the site serves its own GraphQL explorer (GraphiQL, built with the web app: web/explorer.html). */
export const OFFLINE_EXPLORER_PATH = '/explorer';

/** The sentence Apollo's landing pages show when their scripts cannot load from Apollo's servers. */
const OFFLINE_NOTICE = /(cannot be loaded; it appears that you might be offline\.<\/p>)/;

/** Adds a link to the site's offline explorer under Apollo's "you might be offline" notice. */
export function addOfflineExplorerLink(html: string): string {
  return html.replace(
    OFFLINE_NOTICE,
    (notice) =>
      `${notice}\n  <p>This site serves its own GraphQL explorer, which needs no internet connection: ` +
      `<a href="${OFFLINE_EXPLORER_PATH}">open the explorer</a>.</p>`,
  );
}

/**
 * Apollo's landing page (Sandbox outside production) as it is, with the offline explorer named in its
 * fallback text: at a ground with no connection Sandbox cannot load, and the page then says where to go.
 */
export function withOfflineExplorerLink<TContext extends BaseContext>(
  plugin: ApolloServerPlugin<TContext>,
): ApolloServerPlugin<TContext> {
  return {
    ...plugin,
    async serverWillStart(service) {
      const listener = await plugin.serverWillStart?.(service);
      if (!listener?.renderLandingPage) return listener;
      const render = listener.renderLandingPage.bind(listener);
      return {
        ...listener,
        async renderLandingPage() {
          const page = await render();
          const { html } = page;
          return {
            ...page,
            html: async () => addOfflineExplorerLink(typeof html === 'string' ? html : await html()),
          };
        },
      };
    },
  };
}

/**
 * In production a browser opening /graphql goes to the site's own explorer: Apollo's production landing
 * page loads its scripts from Apollo's servers, which the site's content security policy refuses, so it
 * showed a broken page. Only a page visit (GET, no operation, HTML preferred) is sent on; every query, by
 * GET or POST, reaches Apollo as before.
 */
export function sendBrowsersToExplorer() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.query.query !== undefined || req.query.extensions !== undefined) return next();
    if (req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    res.redirect(302, OFFLINE_EXPLORER_PATH);
  };
}
