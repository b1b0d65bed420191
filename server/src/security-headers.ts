import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { sendsSessionCookie } from './auth/session.js';
import type { Config } from './config.js';
import { COLOR_MODE_SCRIPT } from '../../shared/color-mode-script.js';
import { EARLY_TAPS_SCRIPT } from '../../shared/early-taps-script.js';

/** The CSP source allowing one inline script by its text. */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The inline scripts every page's head carries (the colour mode; the taps kept until the app runs), by hash. */
export const COLOR_MODE_SCRIPT_SOURCE = scriptHash(COLOR_MODE_SCRIPT);
export const EARLY_TAPS_SCRIPT_SOURCE = scriptHash(EARLY_TAPS_SCRIPT);

/**
 * Pages other sites may show in a frame: the embeddable widgets (issue 18; their routes are in
 * web-routes.ts). Everything else answers frame-ancestors 'none'. Add a widget's path here.
 */
export const EMBEDDABLE_PATHS: readonly RegExp[] = [/^\/embed\/(standings|match|fixtures)\/[^/]+\/?$/];

/** The GraphQL and REST answers: JSON, never a page with an inline script. */
const JSON_PATHS = /^\/(graphql|api)(\/|$)/;

/** Google profile pictures (lh3 … lh6.googleusercontent.com). */
const PROFILE_PICTURES = 'https://*.googleusercontent.com';

/**
 * helmet's headers on every response. The content security policy fits the built client: scripts only
 * from this site, plus the two scripts in every page's head and a server-rendered page's after-paint script,
 * each by its hash (allowScriptsByHash). No nonce: a page a cache in front keeps is sent to every visitor, and a
 * nonce must be one response's own; the page's Apollo state is a JSON data block, which never runs. Styles
 * also inline, because Chakra UI (emotion) writes <style> elements at run time; images from here, data: URLs
 * and Google profile pictures; API calls and the live-score WebSocket to this site only.
 */
export function securityHeaders(config: Pick<Config, 'isProduction' | 'secureCookies'>): RequestHandler {
  const https = config.isProduction && config.secureCookies;
  const scriptsOfEveryPage = ["'self'", COLOR_MODE_SCRIPT_SOURCE, EARLY_TAPS_SCRIPT_SOURCE];
  const directives = {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: scriptsOfEveryPage,
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', PROFILE_PICTURES],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: https ? [] : null,
  };
  const base = {
    contentSecurityPolicy: { useDefaults: false, directives },
    // HSTS only where the site really is https in production: a development http://localhost must not be pinned.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    xContentTypeOptions: true,
    // Old browsers' frame-ancestors: no one may frame these pages, this site included.
    xFrameOptions: { action: 'deny' as const },
  } satisfies HelmetOptions;
  const framed = helmet(base);
  const embeddable = helmet({
    ...base,
    contentSecurityPolicy: { useDefaults: false, directives: { ...directives, frameAncestors: ['*'] } },
    xFrameOptions: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // A visitor's page (no session cookie: nothing of anyone's on it) opens without Cross-Origin-Opener-Policy.
  // With it, Chromium moves a tab's first navigation to the site into a new browsing context group, a new
  // renderer on a phone: Lighthouse mobile on / scored 86-100 (TBT 87-556 ms) with it and 100 five times (TBT
  // 29-85 ms) without. A signed-in person's pages keep same-origin.
  const visitorPage = helmet({ ...base, crossOriginOpenerPolicy: false });
  // Outside production, /graphql's landing page is Apollo Sandbox: its HTML brings its own CSP (a
  // nonce for its inline scripts, Apollo's CDN for the embed), which ours would block.
  const sandbox = helmet({ ...base, contentSecurityPolicy: false });
  // A JSON (or CSV, zip) answer is no document: nothing in it loads or runs, so its policy allows nothing, and
  // the headers that only steer a document (its opener, agent cluster, referrer, DNS prefetch, IE's download
  // and XSS switches, Flash's cross-domain files) are left off. Its headers are then 0.6 KB instead of 1.3, and
  // headers are much of a kept answer's cost, each set and checked here and parsed by the client (a bare server
  // sending the same 5.8 KB body answered 17,600-18,900 requests a second with the page's headers, 24,300-36,500
  // without).
  const json = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: base.strictTransportSecurity,
    xContentTypeOptions: true,
    xFrameOptions: base.xFrameOptions,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (req, res, next) => {
    const pathname = req.path;
    if (!config.isProduction && pathname === '/graphql' && req.method === 'GET') return sandbox(req, res, next);
    if (JSON_PATHS.test(pathname)) return json(req, res, next);
    if (EMBEDDABLE_PATHS.some((pattern) => pattern.test(pathname))) return embeddable(req, res, next);
    return sendsSessionCookie(req) ? framed(req, res, next) : visitorPage(req, res, next);
  };
}

/** A page's policy with its own inline scripts allowed too, by their hashes (InlineScript in route-chunks.ts). */
export function allowScriptsByHash(res: Response, sources: readonly string[]): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string' || sources.length === 0) return;
  res.setHeader(
    'Content-Security-Policy',
    policy.replace(/(^|;)(script-src [^;]*)/, (_, start: string, directive: string) =>
      [`${start}${directive}`, ...sources].join(' '),
    ),
  );
}
