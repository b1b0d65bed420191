import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';

export type GraphQLResponse<Data> = {
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
};

/** A browser-like HTTP client: keeps its session cookie, sends JSON, follows nothing by itself. */
export class TestClient {
  private cookie = '';

  constructor(readonly baseUrl: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers, redirect: 'manual' });
    const setCookie = response.headers.getSetCookie();
    for (const entry of setCookie) {
      const [pair] = entry.split(';');
      const [name] = pair.split('=');
      const others = this.cookie.split('; ').filter((part) => part && !part.startsWith(`${name}=`));
      this.cookie = [...others, pair].join('; ');
    }
    return response;
  }

  async gql<Data, Variables extends Record<string, unknown> = Record<string, unknown>>(
    query: string | DocumentNode | TypedDocumentNode<Data, Variables>,
    variables?: Variables,
  ): Promise<GraphQLResponse<Data>> {
    const response = await this.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: typeof query === 'string' ? query : print(query), variables }),
    });
    return (await response.json()) as GraphQLResponse<Data>;
  }

  /** A REST call as the web client makes it: JSON in, JSON out. */
  async rest<Body = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }> {
    const response = await this.fetch(path, {
      method,
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Body };
  }

  /** Signs in through the local provider's login_hint shortcut: the app's real code flow. */
  async signIn(email: string, name?: string): Promise<Response> {
    const start = await this.rest<{ redirectUrl: string }>('GET', '/api/oauth/google/redirect_url');
    const authorize = new URL(start.body.redirectUrl, this.baseUrl);
    authorize.searchParams.set('login_hint', email);
    if (name) authorize.searchParams.set('name', name);
    const provider = await this.fetch(authorize.pathname + authorize.search);
    const callback = new URL(provider.headers.get('location') ?? '', this.baseUrl);
    const response = await this.fetch('/api/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: callback.searchParams.get('code'), state: callback.searchParams.get('state') }),
    });
    // Read to the end as the web app does: express-session holds the body's last byte until the store has the
    // session, but fetch resolves on the headers, so a test going on at once raced the session's write.
    await response.clone().arrayBuffer();
    return response;
  }

  /** The session cookie, for a WebSocket (graphql-ws) connection made as this client. */
  get cookieHeader(): string {
    return this.cookie;
  }

  signOut(): Promise<Response> {
    return this.fetch('/api/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  }
}
