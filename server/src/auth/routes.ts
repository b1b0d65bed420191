import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { toSnakeCase } from '../rest/case.js';
import type { ContextFactory } from '../rest/router.js';
import { UsersService } from '../modules/users/users.service.js';
import { pkceChallenge, randomToken, SignInError, type IdentityProvider } from './identity.js';
import { SignInFlowCookie } from './flow-cookie.js';
import { LocalIdentityProvider } from './local-provider.js';
import { renderLocalSignInPage, type OfferedAccount } from './local-page.js';
import { sessionHandle, SESSION_COOKIE } from './session.js';

const CALLBACK_PATH = '/auth/callback';

const sessionRequestSchema = z.object({
  code: z.string().min(1),
  state: z.string().min(1),
});

const localRequestSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  code_challenge: z.string().min(1),
  code_challenge_method: z.literal('S256'),
  // The local provider only ever sends a code back to this site's own callback (no open redirect).
  redirect_uri: z.string().refine((uri) => uri === CALLBACK_PATH, 'redirect_uri must be this site’s /auth/callback'),
});

export type AuthRouterDependencies = {
  provider: IdentityProvider;
  config: Config;
  logger: Logger;
  buildContext: ContextFactory;
  /** The accounts the local sign-in page offers (the demo's); none with Google. */
  offeredAccounts?: readonly OfferedAccount[];
};

export function createAuthRouter(deps: AuthRouterDependencies): Router {
  const router = Router();
  const flowCookie = new SignInFlowCookie(deps.config);
  const redirectUri = deps.provider.kind === 'google' ? `${deps.config.publicUrl}${CALLBACK_PATH}` : CALLBACK_PATH;

  router.get('/api/oauth/google/redirect_url', (req: Request, res: Response) => {
    const state = randomToken();
    const nonce = randomToken();
    const verifier = randomToken(48);
    // Kept in an encrypted cookie, not the session store: nobody gets a stored session before signing in.
    flowCookie.write(res, { state, nonce, verifier, createdAt: Date.now() });
    const redirectUrl = deps.provider.authorizationUrl({
      state,
      nonce,
      codeChallenge: pkceChallenge(verifier),
      redirectUri,
    });
    res.json({ redirectUrl });
  });

  router.post('/api/sessions', async (req: Request, res: Response) => {
    const body = sessionRequestSchema.safeParse(req.body ?? {});
    if (!body.success) {
      const field = String(body.error.issues[0]?.path[0] ?? 'code');
      res.status(400).json({ error: `${field} is required`, fields: { [field]: `${field} is required` } });
      return;
    }
    // One attempt per sign-in: the cookie is cleared as it is read, so the state cannot be replayed.
    const pending = flowCookie.take(req, res);
    if (!pending || pending.state !== body.data.state) {
      res.status(401).json({ error: 'Sign-in failed: the sign-in state is missing or does not match.' });
      return;
    }
    try {
      const identity = await deps.provider.exchange({
        code: body.data.code,
        verifier: pending.verifier,
        nonce: pending.nonce,
        redirectUri,
      });
      const context = await deps.buildContext(req, res);
      const user = await new UsersService(context).signIn(identity);
      await sessionHandle(req).signIn(user.id);
      res.json(
        toSnakeCase({
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          isActive: user.isActive,
          isAccountActivated: user.isAccountActivated,
          // A returning person awaiting activation goes to that page, not to the role picker again.
          hasChosenRole: user.hasChosenRole,
        }),
      );
    } catch (error) {
      if (error instanceof SignInError) {
        deps.logger.warn({ reason: error.message }, 'sign-in refused');
        res.status(401).json({ error: `Sign-in failed: ${error.message}` });
        return;
      }
      throw error;
    }
  });

  // POST only, behind /api's CSRF check (JSON, same origin): another site cannot sign a person out.
  router.get('/api/logout', (_req: Request, res: Response) => {
    res.status(405).set('Allow', 'POST').json({ error: 'Sign out with POST /api/logout.' });
  });

  router.post('/api/logout', (req: Request, res: Response) => {
    req.session.destroy((error) => {
      if (error) deps.logger.error({ err: error }, 'could not delete the session');
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.json({ success: true });
    });
  });

  if (deps.provider instanceof LocalIdentityProvider) {
    const local = deps.provider;
    // Asynchronous: the code may be stored in Redis (Express 5 passes a failure to the error handler).
    const issue = async (
      req: Request,
      res: Response,
      source: Record<string, unknown>,
      email: string,
      name: string | null,
    ) => {
      const request = localRequestSchema.parse(source);
      const code = await local.issueCode({
        email,
        name,
        nonce: request.nonce,
        codeChallenge: request.code_challenge,
        redirectUri: request.redirect_uri,
      });
      const target = new URLSearchParams({ code, state: request.state });
      res.redirect(302, `${CALLBACK_PATH}?${target.toString()}`);
    };

    router.get('/auth/local', async (req: Request, res: Response) => {
      const request = localRequestSchema.safeParse(req.query);
      if (!request.success) {
        res.status(400).type('text/plain').send('Invalid sign-in request.');
        return;
      }
      const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint.trim() : '';
      if (hint && !z.email().safeParse(hint).success) {
        res.status(400).type('text/plain').send('login_hint must be an e-mail address.');
        return;
      }
      if (hint) {
        const name = typeof req.query.name === 'string' ? req.query.name : null;
        await issue(req, res, req.query, hint, name);
        return;
      }
      res.type('html').send(renderLocalSignInPage(request.data, deps.offeredAccounts ?? []));
    });

    router.post('/auth/local', express.urlencoded({ extended: false }), async (req: Request, res: Response) => {
      const form = z.object({ email: z.string().email(), name: z.string().optional() }).safeParse(req.body ?? {});
      const request = localRequestSchema.safeParse(req.body ?? {});
      if (!form.success || !request.success) {
        res.status(400).type('text/plain').send('Enter a valid e-mail address.');
        return;
      }
      await issue(req, res, req.body as Record<string, unknown>, form.data.email, form.data.name ?? null);
    });
  }

  return router;
}
