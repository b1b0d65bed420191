import type { LiveScore_MatchFragment } from '../../gql/graphql';
import { EventPad } from './EventPad';

/**
 * The scoring pad: every sport is scored as events (balls, goals and cards, points), each tap queued on
 * the phone and sent in order; see EventPad.
 */
export function ScoringPanel({
  match,
  knockout = false,
}: {
  match: LiveScore_MatchFragment & { seq: number };
  knockout?: boolean;
}) {
  return <EventPad match={match} knockout={knockout} />;
}
