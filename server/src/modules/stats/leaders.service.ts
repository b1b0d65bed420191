import type { RequestContext } from '../../core/request-context.js';
import { InputError } from '../../core/errors.js';
import { assertCanSeeTournament } from '../common/policy.js';
import { Player } from '../matches/events/player.type.js';
import type { Team } from '../teams/team.entity.js';
import type { Tournament } from '../tournaments/tournament.entity.js';
import type { User } from '../users/user.entity.js';
import {
  compareBatting,
  compareBowling,
  compareScorers,
  type BattingTotals,
  type BowlingTotals,
  type FootballTotals,
} from './figures.js';
import { BattingLeader, BowlingLeader, ScorerLeader } from './stats.types.js';
import { statsLoaders } from './stats.loaders.js';
import type { PlayerTotals, TournamentTotals } from './tournament-totals.js';

export const MAX_LEADERS = 100;
export const DEFAULT_LEADERS = 10;

function checkMinimum(field: string, value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 10_000) {
    throw new InputError({ [field]: 'Must be between 0 and 10000.' });
  }
}

/**
 * A tournament's leaderboards, from the logs of its completed and live matches. Every board of one
 * request shares one read: the players' totals (summed again only after a change), then the players and
 * teams on the boards.
 */
export class LeadersService {
  constructor(private readonly ctx: Pick<RequestContext<User>, 'em' | 'viewer'>) {}

  async batting(tournament: Tournament, limit: number): Promise<BattingLeader[]> {
    const { batting } = await this.totals(tournament, limit);
    return this.rows(batting, compareBatting, limit, BattingLeader);
  }

  /** The quickest scorers among those who faced at least `minBalls`. */
  async strikeRates(tournament: Tournament, limit: number, minBalls: number): Promise<BattingLeader[]> {
    checkMinimum('minBalls', minBalls);
    const { batting } = await this.totals(tournament, limit);
    const rows = batting.filter((row) => row.totals.balls >= minBalls && row.totals.balls > 0);
    // Compared as fractions, not the rounded rates.
    const compare = (a: BattingTotals, b: BattingTotals) => b.runs * a.balls - a.runs * b.balls || b.balls - a.balls;
    return this.rows(rows, compare, limit, BattingLeader);
  }

  async bowling(tournament: Tournament, limit: number): Promise<BowlingLeader[]> {
    return this.rows(await this.bowlingRows(tournament, limit, 0), compareBowling, limit, BowlingLeader);
  }

  /** The most economical bowlers among those who bowled at least `minBalls` legal balls. */
  async economy(tournament: Tournament, limit: number, minBalls: number): Promise<BowlingLeader[]> {
    checkMinimum('minBalls', minBalls);
    const rows = await this.bowlingRows(tournament, limit, Math.max(1, minBalls));
    const compare = (a: BowlingTotals, b: BowlingTotals) =>
      a.runs * b.legalBalls - b.runs * a.legalBalls || b.legalBalls - a.legalBalls;
    return this.rows(rows, compare, limit, BowlingLeader);
  }

  private async bowlingRows(tournament: Tournament, limit: number, minBalls: number) {
    const { bowling } = await this.totals(tournament, limit);
    return bowling.filter((row) => row.totals.legalBalls >= minBalls);
  }

  async scorers(tournament: Tournament, limit: number): Promise<ScorerLeader[]> {
    const { football: rows } = await this.totals(tournament, limit);
    // A board of scorers: a player only booked is not on it.
    const scorers = rows.filter((row) => row.totals.goals > 0 || row.totals.assists > 0);
    return this.rows(scorers, compareScorers, limit, ScorerLeader);
  }

  /** The most booked: sendings off first, then yellow cards. */
  async cards(tournament: Tournament, limit: number): Promise<ScorerLeader[]> {
    const rows = (await this.totals(tournament, limit)).football.filter(
      (row) => row.totals.yellowCards > 0 || row.totals.redCards > 0,
    );
    const compare = (a: FootballTotals, b: FootballTotals) => b.redCards - a.redCards || b.yellowCards - a.yellowCards;
    return this.rows(rows, compare, limit, ScorerLeader);
  }

  private async totals(tournament: Tournament, limit: number): Promise<TournamentTotals> {
    assertCanSeeTournament(this.ctx.viewer, tournament);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LEADERS) {
      throw new InputError({ limit: `Must be between 1 and ${MAX_LEADERS}.` });
    }
    return statsLoaders(this.ctx.em).tournamentTotals.load(tournament.id);
  }

  private async rows<Totals extends object, Leader extends Totals & { player: Player; team: Team }>(
    rows: readonly PlayerTotals<Totals>[],
    compare: (a: Totals, b: Totals) => number,
    limit: number,
    Type: new () => Leader,
  ): Promise<Leader[]> {
    const loaders = statsLoaders(this.ctx.em);
    // A copy: the totals are the request's, shared by every board.
    const top = [...rows].sort((a, b) => compare(a.totals, b.totals) || a.player - b.player).slice(0, limit);
    const [members, teams] = await Promise.all([
      loaders.members.loadMany(top.map((row) => row.player)),
      loaders.teams.loadMany(top.map((row) => row.team)),
    ]);
    return top.map((row, index) => {
      const member = members[index];
      const team = teams[index];
      if (team instanceof Error || !team) throw team ?? new Error(`Team ${row.team} is missing`);
      // A player since removed from the roster still reads, by their id.
      const player =
        member && !(member instanceof Error)
          ? Player.from(member)
          : Object.assign(new Player(), {
              id: row.player,
              name: `#${row.player}`,
              shirtNumber: null,
              position: null,
              teamId: row.team,
            });
      return Object.assign(new Type(), row.totals, { player, team });
    });
  }
}
