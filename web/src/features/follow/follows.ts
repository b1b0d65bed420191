import { useSyncExternalStore } from 'react';
import { NO_FOLLOWS, readFollows, subscribeFollows, type Follows } from './follow-store';

// The store itself is plain code (a visitor's page uses it without React); its importers keep this path.
export {
  isFollowing,
  MAX_FOLLOWED,
  readFollows,
  toggleFollow,
  type FollowKind,
  type Followed,
  type Follows,
} from './follow-store';

/** What this browser follows, re-rendering on every change; the server renders following nothing. */
export function useFollows(): Follows {
  return useSyncExternalStore(subscribeFollows, readFollows, () => NO_FOLLOWS);
}
