// The raw floor: node:http and the pg driver, nothing else. It takes the very POST body a page sends to
// Pitchside's /graphql, picks the page's statement by the operation's name, and answers Pitchside's JSON from
// that one prepared statement (bench/peers/floor-sql.ts). No GraphQL parsing, validation or ORM.
//
//   DATABASE_URL=... PORT=... node --import tsx bench/peers/floor-server.ts
import { createServer } from 'node:http';
import pg from 'pg';
import { siteDay } from '../../shared/site-time.js';
import { FLOOR_STATEMENTS } from './floor-sql.js';

// Pool of 10, as Pitchside's and PostGraphile's. jit=off: PostgreSQL would otherwise compile the larger
// page statements on every call.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c jit=off' });
const OPERATION = /^\s*query\s+(\w+)/;

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const answer = async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        query?: string;
        variables?: Record<string, unknown>;
      };
      const name = OPERATION.exec(body.query ?? '')?.[1] ?? '';
      const statement = FLOOR_STATEMENTS[name];
      if (!statement) return { status: 400, text: '{"errors":[{"message":"unknown page"}]}' };
      const result = await pool.query<{ data: string | null }>({
        name,
        text: statement.sql,
        values: statement.values(body.variables ?? {}, siteDay(new Date())),
      });
      return { status: 200, text: `{"data":${result.rows[0]?.data ?? 'null'}}` };
    };
    answer().then(
      ({ status, text }) => response.writeHead(status, { 'content-type': 'application/json' }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ errors: [{ message: String(error) }] })),
    );
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
