import connectPgSimple from 'connect-pg-simple';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Request } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import type { Config } from '../config.js';
import type { SessionHandle } from '../core/request-context.js';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    [key: string]: unknown;
  }
}

export const SESSION_COOKIE = 'pitchside.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** The paths that read or write the session; static files never touch it. */
const SESSION_PATHS = /^\/(api|graphql|auth\/local)(\/|$|\?)/;

/** The paths that start or end a session: they get one whether or not the browser sent a cookie. */
const SIGN_IN_AND_OUT_PATHS = /^\/(api\/sessions|api\/logout|auth\/local)(\/|$|\?)/;

/**
 * Whether the request carries this site's session cookie (by name: express-session checks its signature). A
 * request without one is a visitor's: nobody is signed in on it.
 */
export function sendsSessionCookie(req: Pick<IncomingMessage, 'headers'>): boolean {
  return (req.headers.cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Sessions live in PostgreSQL (table made by a migration), on the ORM's own pool.
 * Not rolling, not touched, and not run for static files: a response to a request sent with the pre-sign-in cookie
 * (a favicon, a script) would otherwise set that old cookie again after the sign-in regenerated the id.
 */
export function createSessionMiddleware(
  config: Config,
  pool: Pool,
): { handler: RequestHandler; close(): Promise<void> } {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    // Not rolling: the cookie ends 30 days after sign-in, so moving the row's expiry on each request (an
    // UPDATE the response waited for, on every signed-in request) kept nothing the browser could use.
    disableTouch: true,
  });
  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.secureCookies,
    store,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: THIRTY_DAYS_MS,
    },
  });
  const handler: RequestHandler = (req, res, next) => {
    const url = req.url ?? '';
    if (!SESSION_PATHS.test(url)) return next();
    // A visitor with no session cookie has nothing to read: express-session would draw a new id (the CSPRNG)
    // and hash it, a session kept by nobody, on each of a crowd's requests. `req.session` stays undefined.
    if (!sendsSessionCookie(req) && !SIGN_IN_AND_OUT_PATHS.test(url)) return next();
    return middleware(req, res, next);
  };
  // Stops the store's pruning timer, which would otherwise run on a pool the app has closed.
  return {
    handler,
    // Asynchronous, though @types/connect-pg-simple says void: it ends the pool too when it made its own.
    close: () => Promise.resolve(store.close()),
  };
}

// express-session calls back with an Error or nothing (its types say any).
function promisify(run: (done: (error?: Error) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => run((error) => (error ? reject(error) : resolve())));
}

/**
 * The express session in the narrow handle services use. A class, its getter on the prototype: an accessor made
 * per request keeps the request through scavenges (README, "What V8 keeps through a scavenge").
 */
class ExpressSessionHandle implements SessionHandle {
  constructor(private readonly req: Request) {}

  get userId(): number | undefined {
    return this.req.session?.userId;
  }

  async signIn(userId: number): Promise<void> {
    // A new id at sign-in defeats session fixation.
    await promisify((done) => this.req.session.regenerate(done));
    this.req.session.userId = userId;
    await promisify((done) => this.req.session.save(done));
  }

  async signOut(): Promise<void> {
    await promisify((done) => this.req.session.destroy(done));
  }

  get<T>(key: string): T | undefined {
    return this.req.session?.[key] as T | undefined;
  }

  set(key: string, value: unknown): void {
    this.req.session[key] = value;
  }
}

/** Wraps the express session in the narrow handle services use. */
export function sessionHandle(req: Request): SessionHandle {
  return new ExpressSessionHandle(req);
}
