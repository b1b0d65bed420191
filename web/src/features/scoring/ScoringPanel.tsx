import type { LiveScore_MatchFragment } from '../../gql/graphql';
import { EventPad } from './EventPad';
import { TotalsPanel } from './TotalsPanel';

/**
 * The scoring pad for the match's sport: cricket and football are scored as events, ball by ball and
 * goal by goal; the points sports still by totals.
 */
export function ScoringPanel({
  match,
  knockout = false,
}: {
  match: LiveScore_MatchFragment & { seq: number };
  knockout?: boolean;
}) {
  if (match.tournament.sport === 'points') return <TotalsPanel match={match} knockout={knockout} />;
  return <EventPad match={match} knockout={knockout} />;
}
