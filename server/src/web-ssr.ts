import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormattedExecutionResult } from 'graphql';
import type { ReadRecorder } from './core/data-scope.js';
import type { Language } from '../../shared/i18n/languages.js';

/** One GraphQL operation a page asks for while the server renders it. */
export type PageGraphQLRequest = {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
  /** The persisted-query hash, so Apollo Server learns it as it would from the browser. */
  extensions?: Record<string, unknown>;
};

/** Runs a page's operations as an anonymous visitor; one executor (one context, one loader bag) per page. */
export type PageExecutor = (request: PageGraphQLRequest) => Promise<FormattedExecutionResult>;

/**
 * A page render's reads: how to run its operations, and what they read so far (for the rendered page cache). The
 * recorder itself, not a getter over it: an accessor made per render keeps the render through scavenges (README,
 * "What V8 keeps through a scavenge").
 */
export type PageReads = { execute: PageExecutor; readonly recorder: Pick<ReadRecorder, 'scope'> };

export type RenderedPage = {
  html: string;
  styles: string;
  stateScript: string;
  /** How many times the page was rendered: once when its route's page data read every query it asks. */
  passes: number;
};

/** web/src/entry-server.tsx's `renderPage`, as the server calls it (the web build is not type-checked here). */
export type RenderPage = (request: {
  url: string;
  execute: PageExecutor;
  signal: AbortSignal;
  language: Language;
}) => Promise<RenderedPage | null>;

/**
 * The server-rendering build's entry, or null when it was not built (development, most tests): pages are
 * then served as the plain shell, as before.
 */
export async function loadPageRenderer(dist: string): Promise<RenderPage | null> {
  const entry = path.resolve(dist, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: RenderPage; warmUp?: () => Promise<void> };
  if (typeof module.renderPage !== 'function') throw new Error(`${entry} exports no renderPage function`);
  // Every page's code loaded before the first visitor asks; a page whose code fails to load is sent as the
  // shell when asked for, as before.
  await module.warmUp?.().catch(() => undefined);
  return module.renderPage;
}
