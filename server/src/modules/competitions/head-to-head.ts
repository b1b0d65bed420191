import type { QBFilterQuery } from '@mikro-orm/postgresql';
import { InputError } from '../../core/errors.js';
import type { RequestContext } from '../../core/request-context.js';
import { visibleTournamentWhere } from '../common/policy.js';
import { MatchSort } from '../matches/match-cursor.js';
import { ResultKind, type Match } from '../matches/match.entity.js';
import { findMatchCards } from '../matches/match-cards.js';
import type { MatchView } from '../matches/match-row.js';
import type { Team } from '../teams/team.entity.js';
import type { User } from '../users/user.entity.js';
import { findPlayedMatches } from './competitions.queries.js';
import { HeadToHead } from './competitions.types.js';

/** Meetings the head-to-head lists. */
export const LAST_MEETINGS = 5;

/**
 * Two teams' record against each other in every tournament the viewer may see, from the completed matches'
 * rows (two statements: the tallies' rows, then the last five as match cards). Won and lost follow the
 * recorded winner, so a knockout settled on penalties or by a super over counts as won.
 */
export class HeadToHeadService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  async between(team: Pick<Team, 'id'>, opponentId: number): Promise<HeadToHead> {
    if (!Number.isInteger(opponentId) || opponentId < 1 || opponentId === team.id) {
      throw new InputError({ opponentId: 'Choose another team' });
    }
    const where: QBFilterQuery<Match> = {
      tournament: visibleTournamentWhere(this.ctx.viewer),
      $or: [
        { homeTeam: team.id, awayTeam: opponentId },
        { homeTeam: opponentId, awayTeam: team.id },
      ],
    };
    const played = await findPlayedMatches(this.ctx.em, where);
    const result = Object.assign(new HeadToHead(), {
      opponentId,
      played: played.length,
      won: 0,
      drawn: 0,
      lost: 0,
      noResults: 0,
      scoredFor: 0,
      scoredAgainst: 0,
      lastMeetings: [] as MatchView[],
    });
    for (const match of played) {
      const home = match.homeTeamId === team.id;
      result.scoredFor += (home ? match.homeScore : match.awayScore) ?? 0;
      result.scoredAgainst += (home ? match.awayScore : match.homeScore) ?? 0;
      if (match.winnerTeamId === team.id) result.won += 1;
      else if (match.winnerTeamId === opponentId) result.lost += 1;
      else if (match.resultKind === ResultKind.no_result) result.noResults += 1;
      else result.drawn += 1;
    }
    if (played.length > 0) {
      // Match cards (plain rows), newest first: the page draws them with the card it uses everywhere.
      result.lastMeetings = await findMatchCards(
        this.ctx.em,
        { id: { $in: played.map((match) => match.id) } },
        { sort: MatchSort.DATE_DESC, limit: LAST_MEETINGS },
      );
    }
    return result;
  }
}
