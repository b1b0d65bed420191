// Node's ceiling: node:http and nothing else. It answers each POST to /graphql with the bytes the cached
// instance sent for the same body (ANSWERS_FILE: a JSON object from request body to answer), read from memory:
// no framework, no parsing of the question, no SQL, no headers but the type and length. No kept answer of any
// Node server on this CPU goes out faster, so "cached over uncached" has this as its ceiling.
//
//   ANSWERS_FILE=... PORT=... node --import tsx bench/peers/ceiling-server.ts
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const HEADERS = { 'content-type': 'application/json; charset=utf-8' };
const UNKNOWN = Buffer.from('{"errors":[{"message":"no answer kept for this body"}]}');

const written = JSON.parse(readFileSync(process.env.ANSWERS_FILE ?? '', 'utf8')) as Record<string, string>;
const answers = new Map(Object.entries(written).map(([body, answer]) => [body, Buffer.from(answer)]));

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const answer = request.method === 'POST' ? answers.get(Buffer.concat(chunks).toString('utf8')) : undefined;
    const bytes = answer ?? UNKNOWN;
    response.writeHead(answer ? 200 : 404, { ...HEADERS, 'content-length': bytes.length }).end(bytes);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
