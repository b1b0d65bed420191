import type { LiveScore_MatchFragment } from '../../gql/graphql';
import type { LogEvent } from './cricket-state';
import type { RosterPlayer } from './PlayerPicker';
import type { Outbox } from './useOutbox';
import type { PadMatch } from './useScoringLog';

// Below EventPad and the sports' pads, so the pads need not import EventPad (which imports them) for it.

/** The live match a pad scores, with the seq its subscription last pushed. */
export type ScoredMatch = LiveScore_MatchFragment & { seq: number };

/** What a sport's pad gets: the match, the log and card, the queue of taps. */
export type PadProps = {
  match: ScoredMatch;
  pad: PadMatch;
  events: LogEvent[];
  outbox: Outbox;
  knockout: boolean;
  players: { home: RosterPlayer[]; away: RosterPlayer[] };
};
