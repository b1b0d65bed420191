import { FOLLOWS_STORAGE_KEY } from '../../../../shared/follows-key';
/**
 * What a visitor follows, kept in this browser only (no account): ids with the name shown on the landing page.
 * Plain code, no React: the app's hook (follows.ts) and a visitor's page without the app (visitor/follow.ts)
 * both read and change it here.
 */
export type Followed = { id: number; name: string };
export type Follows = { teams: Followed[]; matches: Followed[] };
export type FollowKind = keyof Follows;

const KEY = FOLLOWS_STORAGE_KEY;
/** The server stores at most this many of each (shared/validation/push.ts). */
export const MAX_FOLLOWED = 30;
/** Following nothing: what the server renders with, having no storage to read. */
export const NO_FOLLOWS: Follows = { teams: [], matches: [] };

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: Follows } | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    // Storage blocked (a private window's policy): following simply keeps nothing.
    return null;
  }
}

function parse(raw: string | null): Follows {
  if (!raw) return NO_FOLLOWS;
  try {
    const value = JSON.parse(raw) as Partial<Follows>;
    const clean = (list: unknown): Followed[] =>
      Array.isArray(list)
        ? list
            .filter(
              (item): item is Followed =>
                typeof item === 'object' &&
                item !== null &&
                Number.isInteger((item as Followed).id) &&
                typeof (item as Followed).name === 'string',
            )
            .slice(0, MAX_FOLLOWED)
        : [];
    return { teams: clean(value.teams), matches: clean(value.matches) };
  } catch {
    return NO_FOLLOWS;
  }
}

/** The same object while storage is unchanged, as useSyncExternalStore needs. */
export function readFollows(): Follows {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

function write(next: Follows): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Nothing to keep it in; the button simply does not stick.
  }
  for (const listener of listeners) listener();
}

export function isFollowing(kind: FollowKind, id: number, follows: Follows = readFollows()): boolean {
  return follows[kind].some((item) => item.id === id);
}

/** Follows or unfollows; the newest first, at most MAX_FOLLOWED of each kind. Answers whether it now follows. */
export function toggleFollow(kind: FollowKind, item: Followed): boolean {
  const current = readFollows();
  const following = isFollowing(kind, item.id, current);
  const list = following
    ? current[kind].filter((entry) => entry.id !== item.id)
    : [item, ...current[kind]].slice(0, MAX_FOLLOWED);
  write({ ...current, [kind]: list });
  return !following;
}

/** Told of every follow or unfollow, in this tab or another. Returns what stops it. */
export function subscribeFollows(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab followed or unfollowed (a null key: it cleared the site's storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
