import type { PlayerPosition } from '../gql/graphql';
import type { MessageId } from '../i18n/message-ids';

/** A player's position as pages read it ("wicket keeper"), in the page's language. */
export const POSITION_IDS: Record<PlayerPosition, MessageId> = {
  batsman: 'common.position.batsman',
  bowler: 'common.position.bowler',
  all_rounder: 'common.position.all_rounder',
  wicket_keeper: 'common.position.wicket_keeper',
  goalkeeper: 'common.position.goalkeeper',
  defender: 'common.position.defender',
  midfielder: 'common.position.midfielder',
  forward: 'common.position.forward',
};
