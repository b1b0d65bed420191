import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, screen } from '@testing-library/react';
import { parse, print } from 'graphql';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlCsrfProtection } from '../../server/src/graphql/csrf';
import { system } from '../../web/src/app/system';
import { FollowButton } from '../../web/src/features/follow/FollowButton';
import { DeletePushSubscriptionMutation, SavePushSubscriptionMutation } from '../../web/src/features/follow/push';
import { DELETE_PUSH_SUBSCRIPTION, SAVE_PUSH_SUBSCRIPTION } from '../../web/src/features/follow/push-sync';
import { startFollowButtons } from '../../web/src/visitor/follow';
import { recordingClient, renderWithClient } from './support/recording-client';
import { serverStyles } from './support/server-styles';

const KEY = 'pitchside.follows';
const MATCH = { id: 12, name: 'Harbour Lights v Coral Reef' };
const TEAM = { id: 7, name: 'Harbour Lights' };
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/visitor-1';

function Providers({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={recordingClient({}).client}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </ApolloProvider>
  );
}

/** The match page's button (twice, as a header and a sticky bar might) and the team's, as the server renders them. */
function Buttons() {
  return (
    <>
      <header>
        <FollowButton kind="matches" id={MATCH.id} name={MATCH.name} />
      </header>
      <main>
        <FollowButton kind="matches" id={MATCH.id} name={MATCH.name} />
        <FollowButton kind="teams" id={TEAM.id} name={TEAM.name} />
      </main>
    </>
  );
}

function serverPage(): string {
  return `${serverStyles(
    <Providers>
      <Buttons />
    </Providers>,
  )}<div id="root">${renderToString(
    <Providers>
      <Buttons />
    </Providers>,
  )}</div>`;
}

const matchButtons = () => [
  ...document.querySelectorAll<HTMLButtonElement>(`[data-follow-kind="matches"][data-follow-id="${MATCH.id}"]`),
];
const teamButton = () => document.querySelector<HTMLButtonElement>('[data-follow-kind="teams"]')!;
const label = (button: HTMLElement) => button.querySelector('[data-follow-label]')!.textContent;
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;

/** A browser with notifications on (or off, `subscription` null): its service worker's push subscription. */
function pushBrowser(subscription: { endpoint: string } | null) {
  const getSubscription = vi.fn(() =>
    Promise.resolve(
      subscription && { ...subscription, toJSON: () => ({ ...subscription, keys: { p256dh: 'P256', auth: 'AUTH' } }) },
    ),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ pushManager: { getSubscription } }) },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'granted' });
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ data: { savePushSubscription: true } }) }),
  );
  vi.stubGlobal('fetch', fetch);
  return { getSubscription, fetch };
}

/** What each POST asked the server: its operation and variables. */
const posted = (fetch: ReturnType<typeof pushBrowser>['fetch']) =>
  fetch.mock.calls.map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

describe("a visitor's Follow button without the app", () => {
  let stop = () => {};

  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = serverPage();
  });

  afterEach(() => {
    stop();
    stop = () => {};
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('comes from the server unpressed, marked for the script, named by its label', () => {
    const [button] = matchButtons();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.title).toBe('Follow this match on this device');
    expect(label(button)).toBe('Follow');
    expect({ ...button.dataset }).toMatchObject({
      action: 'follow',
      followKind: 'matches',
      followId: '12',
      followName: MATCH.name,
      labelOn: 'Following',
      labelOff: 'Follow',
      titleOn: 'You follow this match on this device',
      titleOff: 'Follow this match on this device',
    });
    // The stars are decoration: the accessible name is the visible label alone.
    expect(screen.getAllByRole('button', { name: 'Follow' })).toHaveLength(3);
  });

  it("carries the pressed look in the server's styles, though it rendered nothing pressed", () => {
    // The page's own style element: other suites in this worker leave theirs in the head.
    const css = document.body.querySelector('style')!.textContent;
    expect(css).toMatch(/:is\(\[aria-pressed=true\][^{]*\{background:var\(--chakra-colors-color-palette-solid\)/);
    const [button] = matchButtons();
    const starOff = button.querySelector('.follow-button__star-off')!;
    expect(getComputedStyle(button).getPropertyValue('background')).not.toContain('palette-solid');
    expect(getComputedStyle(starOff).display).not.toBe('none');
    stop = startFollowButtons();
    button.click();
    // The same element, styled as the app's solid button once the script presses it.
    expect(getComputedStyle(button).getPropertyValue('background')).toBe('var(--chakra-colors-color-palette-solid)');
    expect(getComputedStyle(button).color).toBe('var(--chakra-colors-color-palette-contrast)');
    expect(getComputedStyle(starOff).display).toBe('none');
    expect(getComputedStyle(button.querySelector('.follow-button__star-on')!).display).toBe('inline');
  });

  it('shows a match this browser follows as followed once the script starts', () => {
    localStorage.setItem(KEY, JSON.stringify({ teams: [], matches: [MATCH] }));
    stop = startFollowButtons();
    for (const button of matchButtons()) {
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(label(button)).toBe('Following');
      expect(button.title).toBe('You follow this match on this device');
    }
    expect(screen.getAllByRole('button', { name: 'Following', pressed: true })).toHaveLength(2);
    // The team is not followed, and says so in its own words.
    expect(teamButton().getAttribute('aria-pressed')).toBe('false');
    expect(teamButton().title).toBe('Follow this team on this device');
  });

  it('follows and unfollows with a tap, keeping both buttons for the match in step', () => {
    stop = startFollowButtons();
    const [header, main] = matchButtons();
    // A tap on the star inside the button is the button's.
    header.querySelector('.follow-button__star-off')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(stored()).toEqual({ teams: [], matches: [MATCH] });
    for (const button of [header, main]) {
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(label(button)).toBe('Following');
    }
    expect(teamButton().getAttribute('aria-pressed')).toBe('false');

    main.click();
    expect(stored()).toEqual({ teams: [], matches: [] });
    for (const button of [header, main]) {
      expect(button.getAttribute('aria-pressed')).toBe('false');
      expect(label(button)).toBe('Follow');
      expect(button.title).toBe('Follow this match on this device');
    }
  });

  it('redraws when another tab follows, and stops listening when stopped', () => {
    stop = startFollowButtons();
    localStorage.setItem(KEY, JSON.stringify({ teams: [TEAM], matches: [] }));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(teamButton().getAttribute('aria-pressed')).toBe('true');
    expect(label(teamButton())).toBe('Following');
    expect(teamButton().title).toBe('You follow this team on this device');

    stop();
    teamButton().click();
    expect(stored()).toEqual({ teams: [TEAM], matches: [] });
  });

  it('tells the server the new list with a plain POST when this browser has notifications on', async () => {
    const { fetch } = pushBrowser({ endpoint: ENDPOINT });
    localStorage.setItem(KEY, JSON.stringify({ teams: [TEAM], matches: [] }));
    stop = startFollowButtons();
    matchButtons()[0].click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    expect(posted(fetch)[0]).toEqual({
      operationName: 'SavePushSubscription',
      query: SAVE_PUSH_SUBSCRIPTION,
      variables: {
        input: { endpoint: ENDPOINT, p256dh: 'P256', auth: 'AUTH', teamIds: [TEAM.id], matchIds: [MATCH.id] },
      },
    });

    // Following nothing any more: the server forgets this browser.
    matchButtons()[0].click();
    teamButton().click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(posted(fetch)[2]).toEqual({
      operationName: 'DeletePushSubscription',
      query: DELETE_PUSH_SUBSCRIPTION,
      variables: { endpoint: ENDPOINT },
    });
  });

  it('sends nothing when this browser has no push subscription', async () => {
    const { getSubscription, fetch } = pushBrowser(null);
    stop = startFollowButtons();
    teamButton().click();
    await vi.waitFor(() => expect(getSubscription).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
    expect(stored()).toEqual({ teams: [TEAM], matches: [] });
  });
});

describe("the visitor's push requests", () => {
  it("send the app's documents word for word", () => {
    expect(print(parse(SAVE_PUSH_SUBSCRIPTION))).toBe(print(SavePushSubscriptionMutation));
    expect(print(parse(DELETE_PUSH_SUBSCRIPTION))).toBe(print(DeletePushSubscriptionMutation));
  });

  it("pass the server's CSRF check as JSON, where a form-encoded post does not", () => {
    const check = (contentType: string) => {
      const next = vi.fn();
      const status = vi.fn(() => ({ json: vi.fn() }));
      const request = { method: 'POST', get: (name: string) => (name === 'content-type' ? contentType : undefined) };
      graphqlCsrfProtection()(
        request as unknown as Parameters<ReturnType<typeof graphqlCsrfProtection>>[0],
        { status } as unknown as Parameters<ReturnType<typeof graphqlCsrfProtection>>[1],
        next,
      );
      return next.mock.calls.length === 1;
    };
    expect(check('application/json')).toBe(true);
    expect(check('text/plain')).toBe(false);
  });
});

describe('the Follow button in the app', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    localStorage.clear();
  });

  it('still follows with React, and tells the server through the Apollo client, not a fetch of its own', async () => {
    const { fetch } = pushBrowser({ endpoint: ENDPOINT });
    const recording = recordingClient({ SavePushSubscription: () => ({ savePushSubscription: true }) });
    renderWithClient(recording.client, <FollowButton kind="teams" id={TEAM.id} name={TEAM.name} />);
    const button = screen.getByRole('button', { name: 'Follow', pressed: false });
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Following', pressed: true })).toBe(button);
    expect(button.title).toBe('You follow this team on this device');
    expect(stored()).toEqual({ teams: [TEAM], matches: [] });
    await vi.waitFor(() => expect(recording.count('SavePushSubscription')).toBe(1));
    expect(recording.sent.find((entry) => entry.operationName === 'SavePushSubscription')?.variables).toEqual({
      input: { endpoint: ENDPOINT, p256dh: 'P256', auth: 'AUTH', teamIds: [TEAM.id], matchIds: [] },
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
