import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useT } from '../../i18n/use-t';
import { isFollowing, toggleFollow, useFollows, type FollowKind } from './follows';
import { syncNotifications } from './push';

/**
 * Both looks come from aria-pressed, not from a variant chosen in JS: the server renders the button
 * unpressed (it has no storage to read) and emits only the styles of what it rendered, so a visitor's page
 * without the app, once its script presses the button, still looks pressed. Pressed is the solid button.
 */
const PRESSED_STYLES = {
  '& .follow-button__star-on': { display: 'none' },
  _pressed: {
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    borderColor: 'transparent',
    _hover: { bg: 'colorPalette.solid/90' },
    '& .follow-button__star-on': { display: 'inline' },
    '& .follow-button__star-off': { display: 'none' },
  },
} as const;

/**
 * Follow or unfollow a team or a match, kept in this browser (no account needed). A followed team comes
 * first on the landing page; with notifications on, the server learns the new list for web push.
 */
export function FollowButton({ kind, id, name }: { kind: FollowKind; id: number; name: string }) {
  const t = useT();
  const client = useApolloClient();
  const following = isFollowing(kind, id, useFollows());
  const labelOn = t('follow.button.following');
  const labelOff = t('follow.button.follow');
  const titleOn = t('follow.button.followingTitle', { kind });
  const titleOff = t('follow.button.followTitle', { kind });
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="sunset"
      css={PRESSED_STYLES}
      aria-pressed={following}
      title={following ? titleOn : titleOff}
      data-testid="follow-button"
      // A visitor's page without the app follows with these (web/src/visitor/follow.ts).
      data-action="follow"
      data-follow-kind={kind}
      data-follow-id={id}
      data-follow-name={name}
      data-label-on={labelOn}
      data-label-off={labelOff}
      data-title-on={titleOn}
      data-title-off={titleOff}
      onClick={() => {
        toggleFollow(kind, { id, name });
        syncNotifications(client).catch((error: unknown) => console.warn('Could not update notifications', error));
      }}
    >
      {/* Both stars are drawn and aria-pressed shows one; the label alone names the button. */}
      <span aria-hidden="true">
        <span className="follow-button__star-on">★</span>
        <span className="follow-button__star-off">☆</span>
      </span>
      <span data-follow-label="">{following ? labelOn : labelOff}</span>
    </Button>
  );
}
