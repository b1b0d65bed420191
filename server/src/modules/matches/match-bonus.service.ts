import type { RequestContext } from '../../core/request-context.js';
import { InputError, NotFoundError } from '../../core/errors.js';
import { requireStaff } from '../../core/guards.js';
import { assertCanManageTournament } from '../common/policy.js';
import type { User } from '../users/user.entity.js';
import { Match } from './match.entity.js';

const MAX_BONUS = 10;

/** Bonus table points a match earned each side (cricket batting and bowling bonus), set by the organiser. */
export class MatchBonusService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  async set(matchId: number, homeBonusPoints: number, awayBonusPoints: number): Promise<Match> {
    const viewer = requireStaff(this.ctx);
    for (const [field, value] of Object.entries({ homeBonusPoints, awayBonusPoints })) {
      if (!Number.isInteger(value) || value < 0 || value > MAX_BONUS) {
        throw new InputError({ [field]: `Bonus points must be a whole number from 0 to ${MAX_BONUS}` });
      }
    }
    // Both values are written whole, whatever was there: no read decides the write.
    const match = await this.ctx.em.findOne(Match, { id: matchId }, { populate: ['tournament'] });
    if (!match) throw new NotFoundError('Match not found');
    assertCanManageTournament(viewer, match.tournament.getEntity());
    match.homeBonusPoints = homeBonusPoints;
    match.awayBonusPoints = awayBonusPoints;
    await this.ctx.em.flush();
    return match;
  }
}
