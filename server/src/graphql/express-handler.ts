import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { sendPrecompressed } from '../compression.js';
import { askedAs, headersToSendAgain, searchOf, sendAgain } from './kept-answer-door.js';
import type { PublicResponseCache } from './response-cache.js';

/** The kept answers (response-cache.ts) and who may be sent one again as it was sent before. */
export type KeptAnswers = Pick<PublicResponseCache, 'keptBytes' | 'rememberSent' | 'sentAnswer'> & {
  /** An anonymous visitor's language (the answer's texts are in it); null for a signed-in person. */
  visitorLanguage(req: Request): string | null;
  /** A kept answer was sent again without Apollo, in `seconds`. */
  sentAgain?(operationName: string | null, seconds: number): void;
  /** A visitor's answer is about to go out with these headers (the front door learns them: fresh-answer-door.ts). */
  answeringVisitor?(method: string, headers: OutgoingHttpHeaders): void;
};

/**
 * Apollo Server on Express: the request handed to Apollo as it is, its answer written back. In place of
 * `@as-integrations/express5`, which does the same but parses every request's URL with Node's legacy
 * `url.parse` for its query string: 5% of the CPU of a shared answer.
 */
export function graphqlHandler<Context extends BaseContext>(
  server: ApolloServer<Context>,
  context: (req: Request) => Promise<Context>,
  keptAnswers?: KeptAnswers,
): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return async (req, res) => {
    const started = performance.now();
    const language = keptAnswers?.visitorLanguage(req);
    const asked = language ? askedAs(req, language) : null;
    // A kept answer asked again in the same words: its headers and bytes as Apollo's pipeline gave them the
    // last time, without running the pipeline for each visitor (a kept match page: 5,000-5,600 -> 8,200 req/s).
    const sent = asked ? keptAnswers?.sentAnswer(asked) : undefined;
    if (sent) {
      sendAgain(req, res, sent);
      keptAnswers?.sentAgain?.(sent.operationName, (performance.now() - started) / 1000);
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    // The body as express.json() parsed it (express types it any).
    const body: unknown = req.body;
    const request: HTTPGraphQLRequest = { method: req.method.toUpperCase(), headers, search: searchOf(req.url), body };
    const answer = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest: request, context: () => context(req) });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (language && res.statusCode === 200) keptAnswers?.answeringVisitor?.(req.method, res.getHeaders());
    if (answer.body.kind === 'complete') {
      // A shared answer goes out as compressed once for every visitor (response-cache.ts).
      const kept = res.statusCode === 200 ? keptAnswers?.keptBytes(request, answer.body.string) : undefined;
      if (kept) {
        sendPrecompressed(req, res, kept);
        if (asked) keptAnswers?.rememberSent(request, asked, headersToSendAgain(res.getHeaders()));
      } else res.send(answer.body.string);
      return;
    }
    // An incremental answer (@defer), chunk by chunk as Apollo makes them.
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
