import type { Sport, TournamentType } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-ids';

/** A tournament's type as its badge reads ("round robin"; the badge capitalises it). */
export const TOURNAMENT_TYPE_IDS: Record<TournamentType, MessageId> = {
  round_robin: 'tournaments.type.round_robin',
  league: 'tournaments.type.league',
  knockout: 'tournaments.type.knockout',
};

/** A tournament's sport as its badge reads ("cricket"; the badge capitalises it). */
export const SPORT_IDS: Record<Sport, MessageId> = {
  cricket: 'tournaments.sport.cricket',
  football: 'tournaments.sport.football',
  points: 'tournaments.sport.points',
};
