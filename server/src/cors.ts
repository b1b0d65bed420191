import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The reads any site may make (issue 14): GraphQL, the public REST routes, the calendar feeds and oEmbed.
 * Everything else (sign-in, the signed-in /api routes) answers no CORS headers, so it stays same-origin.
 */
const PUBLIC_READS: readonly { pattern: RegExp; methods: string }[] = [
  { pattern: /^\/graphql$/, methods: 'GET, POST' },
  { pattern: /^\/api\/public(\/|$)/, methods: 'GET, HEAD' },
  { pattern: /\.ics$/, methods: 'GET, HEAD' },
  // oEmbed (issue 18): a club's CMS, or its page's own script, asks for a widget's iframe.
  { pattern: /^\/oembed$/, methods: 'GET, HEAD' },
];

/** The headers a browser sends that say where a request comes from. */
type RequestSource = { headers: IncomingHttpHeaders; protocol?: string };

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The origins that are this site: PUBLIC_URL's, and the host the request was addressed to (a development
 * server reached as localhost or 127.0.0.1). `protocol` is known for HTTP requests; an upgrade request
 * accepts either.
 */
export function isOwnOrigin(origin: string, publicUrl: string, source: RequestSource): boolean {
  const host = header(source.headers, 'host');
  const protocols = source.protocol ? [source.protocol] : ['http', 'https'];
  return origin === new URL(publicUrl).origin || protocols.some((protocol) => origin === `${protocol}://${host}`);
}

/**
 * A request another site's page made. Browsers name the page's origin on every CORS request and every
 * POST; `Sec-Fetch-Site` also tells the no-cors reads (an <img>, a <script>) apart. A navigation (a link
 * followed, a redirect back from Google) is the person's own, so it keeps its session.
 * Such requests are served as an anonymous visitor: they never read the person's data nor act as them.
 */
export function isCrossOriginRequest(source: RequestSource, publicUrl: string): boolean {
  const origin = header(source.headers, 'origin');
  if (origin !== undefined) return !isOwnOrigin(origin, publicUrl, source);
  const site = header(source.headers, 'sec-fetch-site');
  return (site === 'cross-site' || site === 'same-site') && header(source.headers, 'sec-fetch-mode') !== 'navigate';
}

/**
 * CORS for the public reads: any origin, never credentials. Without Access-Control-Allow-Credentials a
 * browser neither sends the session on a preflighted request nor shows a credentialed answer to the
 * page; the server also ignores the session of a cross-origin request (see isCrossOriginRequest).
 * Preflights are answered here, before sessions, rate limits and Apollo.
 */
export function publicCors(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const route = PUBLIC_READS.find(({ pattern }) => pattern.test(req.path));
    if (!route) return next();
    res.set('Access-Control-Allow-Origin', '*');
    res.set('Access-Control-Expose-Headers', 'ETag, Link, X-Next-Cursor, X-Total-Count');
    // helmet's same-origin resource policy would block a no-cors read (a <script>-less widget's <img>, a feed).
    res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    if (req.method !== 'OPTIONS') return next();
    res.set('Access-Control-Allow-Methods', route.methods);
    const requested = req.get('access-control-request-headers');
    // No credentials are ever allowed, so any request header may come (content-type, If-None-Match, Apollo's).
    if (requested) res.set('Access-Control-Allow-Headers', requested);
    res.vary('Access-Control-Request-Headers');
    res.set('Access-Control-Max-Age', '7200');
    res.set('Allow', `${route.methods}, OPTIONS`);
    res.status(204).end();
  };
}
