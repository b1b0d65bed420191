import {
  isFollowing,
  readFollows,
  subscribeFollows,
  toggleFollow,
  type FollowKind,
  type Follows,
} from '../features/follow/follow-store';

const FOLLOW_BUTTONS = 'button[data-action="follow"]';

/** What a follow button is for, as features/follow/FollowButton.tsx marks it; null for a mark it cannot read. */
function followed(button: HTMLElement): { kind: FollowKind; id: number; name: string } | null {
  const { followKind: kind, followId, followName: name = '' } = button.dataset;
  const id = Number(followId);
  if ((kind !== 'teams' && kind !== 'matches') || !Number.isInteger(id)) return null;
  return { kind, id, name };
}

/** Pressed or not, its label and title, as the app's button renders them; the stars follow aria-pressed. */
function draw(button: HTMLElement, follows: Follows): void {
  const target = followed(button);
  if (!target) return;
  const on = isFollowing(target.kind, target.id, follows);
  button.setAttribute('aria-pressed', String(on));
  const title = on ? button.dataset.titleOn : button.dataset.titleOff;
  if (title) button.title = title;
  const label = button.querySelector('[data-follow-label]');
  const text = on ? button.dataset.labelOn : button.dataset.labelOff;
  if (label && text) label.textContent = text;
}

/**
 * The Follow buttons of a visitor's page without the app: the server drew them following nothing (it cannot
 * read this browser's storage), so each is drawn from storage here, and again on every change, a tap or
 * another tab's. A browser with notifications on tells the server its new list, with code loaded only then.
 * Returns what stops them.
 */
export function startFollowButtons(): () => void {
  const redraw = () => {
    const follows = readFollows();
    document.querySelectorAll<HTMLElement>(FOLLOW_BUTTONS).forEach((button) => draw(button, follows));
  };
  redraw();
  const unsubscribe = subscribeFollows(redraw);

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(FOLLOW_BUTTONS) : null;
    const target = button && !button.disabled ? followed(button) : null;
    if (!target) return;
    toggleFollow(target.kind, { id: target.id, name: target.name });
    import('../features/follow/push-sync')
      .then(({ fetchPushTransport, syncFollows }) => syncFollows(fetchPushTransport()))
      .catch((error: unknown) => console.warn('Could not update notifications', error));
  };
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('click', onClick);
    unsubscribe();
  };
}
