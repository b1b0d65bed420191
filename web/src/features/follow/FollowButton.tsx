import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useT } from '../../i18n/use-t';
import { isFollowing, toggleFollow, useFollows, type FollowKind } from './follows';
import { syncNotifications } from './push';

/**
 * Follow or unfollow a team or a match, kept in this browser (no account needed). A followed team comes
 * first on the landing page; with notifications on, the server learns the new list for web push.
 */
export function FollowButton({ kind, id, name }: { kind: FollowKind; id: number; name: string }) {
  const t = useT();
  const client = useApolloClient();
  const following = isFollowing(kind, id, useFollows());
  return (
    <Button
      size="sm"
      variant={following ? 'solid' : 'outline'}
      colorPalette="sunset"
      aria-pressed={following}
      title={following ? t('follow.button.followingTitle', { kind }) : t('follow.button.followTitle', { kind })}
      data-testid="follow-button"
      onClick={() => {
        toggleFollow(kind, { id, name });
        syncNotifications(client).catch((error: unknown) => console.warn('Could not update notifications', error));
      }}
    >
      <span aria-hidden>{following ? '★' : '☆'}</span>
      {following ? t('follow.button.following') : t('follow.button.follow')}
    </Button>
  );
}
