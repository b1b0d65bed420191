import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler } from 'express';
import { sendPrecompressed } from '../compression.js';
import type { PublicResponseCache } from './response-cache.js';

/** The query string of a request's URL, `?` included, as Apollo reads it (a GET query's parameters). */
function searchOf(url: string): string {
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start);
}

/**
 * Apollo Server on Express: the request handed to Apollo as it is, its answer written back. In place of
 * `@as-integrations/express5`, which does the same but parses every request's URL with Node's legacy
 * `url.parse` for its query string: 5% of the CPU of a shared answer.
 */
export function graphqlHandler<Context extends BaseContext>(
  server: ApolloServer<Context>,
  context: (req: Request) => Promise<Context>,
  keptAnswers?: Pick<PublicResponseCache, 'keptBytes'>,
): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return async (req, res) => {
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
    if (answer.body.kind === 'complete') {
      // A shared answer goes out as compressed once for every visitor (response-cache.ts).
      const kept = res.statusCode === 200 ? keptAnswers?.keptBytes(request, answer.body.string) : undefined;
      if (kept) sendPrecompressed(req, res, kept);
      else res.send(answer.body.string);
      return;
    }
    // An incremental answer (@defer), chunk by chunk as Apollo makes them.
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
