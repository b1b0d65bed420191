import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/request-context.js';
import { NotFoundError } from '../../core/errors.js';
import { checkPageSize } from '../common/paging.js';
import { visibleTournamentWhere } from '../common/policy.js';
import { matchCursorKey } from '../matches/match-cursor.js';
import { Player } from '../matches/events/player.type.js';
import { Sport, type Tournament } from '../tournaments/tournament.entity.js';
import { loadTournament } from '../tournaments/tournaments.queries.js';
import type { User } from '../users/user.entity.js';
import { battingTotals, bowlingTotals, footballTotals } from './figures.js';
import type { MatchLines } from './match-lines.js';
import { loadPlayedLines } from './played-matches.js';
import { PlayerFigures, PlayerMatch, PlayerTournamentFigures } from './stats.types.js';
import { statsLoaders } from './stats.loaders.js';
import { ObjectSlot } from '../../core/object-slot.js';

type Context = Pick<RequestContext<User>, 'em' | 'viewer'>;

/** A player's figures, and the lines of every match they are named in (in fixture order): no match read yet. */
export type PlayerProfile = {
  player: number;
  played: MatchLines[];
  career: PlayerFigures;
  tournaments: PlayerTournamentFigures[];
};

/** Newest first: by scheduled date descending (undated last), ties by id descending; a match list's DATE_DESC. */
function newestFirst(a: Pick<MatchLines, 'scheduledAt' | 'matchId'>, b: Pick<MatchLines, 'scheduledAt' | 'matchId'>) {
  if (a.scheduledAt !== b.scheduledAt) {
    if (a.scheduledAt === null) return 1;
    if (b.scheduledAt === null) return -1;
    return b.scheduledAt - a.scheduledAt;
  }
  return b.matchId - a.matchId;
}

function figures(played: MatchLines[], player: number, sports: Map<number, Sport>): PlayerFigures {
  const batting = played.flatMap((each) => each.batting.filter((line) => line.player === player));
  const bowling = played.flatMap((each) => each.bowling.filter((line) => line.player === player));
  const football = played.filter((each) => sports.get(each.tournamentId) === Sport.football);
  const ballsPerOver = played[0]?.ballsPerOver;
  return Object.assign(new PlayerFigures(), {
    batting: batting.length ? battingTotals(batting) : null,
    bowling: bowling.length ? bowlingTotals(bowling, ballsPerOver) : null,
    football: football.length
      ? footballTotals(
          football.flatMap((each) => each.football.filter((line) => line.player === player)),
          football.length,
        )
      : null,
  });
}

function profile(mine: MatchLines[], player: number, tournaments: Map<number, Tournament>): PlayerProfile {
  const sports = new Map([...tournaments].map(([id, tournament]) => [id, tournament.sport]));
  const byTournament = new Map<number, MatchLines[]>();
  for (const each of mine) {
    const entry = byTournament.get(each.tournamentId) ?? [];
    entry.push(each);
    byTournament.set(each.tournamentId, entry);
  }
  return {
    player,
    played: mine,
    career: figures(mine, player, sports),
    tournaments: [...byTournament].flatMap(([id, played]) => {
      const tournament = tournaments.get(id);
      return tournament
        ? [Object.assign(new PlayerTournamentFigures(), figures(played, player, sports), { tournament })]
        : [];
    }),
  };
}

const profileLoaders = new ObjectSlot<EntityManager, DataLoader<number, PlayerProfile>>('profile loader');

/**
 * A player's page: their roster place and what they did in every match the viewer may see. A fixed
 * number of statements for any number of players: their teams' played matches' stored lines, the
 * tournaments of those they played, and only the matches a page lists.
 */
export class PlayerStatsService {
  constructor(private readonly ctx: Context) {}

  async player(id: number): Promise<Player> {
    const member = await statsLoaders(this.ctx.em).members.load(id);
    if (!member) throw new NotFoundError('Player not found');
    return Player.from(member);
  }

  profile(player: Player): Promise<PlayerProfile> {
    let loader = profileLoaders.get(this.ctx.em);
    if (!loader) {
      loader = new DataLoader<number, PlayerProfile>(async (ids) => {
        const members = await statsLoaders(this.ctx.em).members.loadMany([...ids]);
        const teamIds = [
          ...new Set(members.flatMap((member) => (member && !(member instanceof Error) ? [member.team.id] : []))),
        ];
        const lines = teamIds.length
          ? await loadPlayedLines(this.ctx.em, {
              tournament: visibleTournamentWhere(this.ctx.viewer),
              $or: [{ homeTeam: { $in: teamIds } }, { awayTeam: { $in: teamIds } }],
            })
          : [];
        const mine = ids.map((id) => lines.filter((each) => each.players.has(id)));
        // The tournaments their matches belong to, in one statement: the figures' headings and sports.
        const tournamentIds = [...new Set(mine.flat().map((each) => each.tournamentId))];
        const loaded = await Promise.all(tournamentIds.map((id) => loadTournament(this.ctx.em, id)));
        const tournaments = new Map(loaded.flatMap((tournament) => (tournament ? [[tournament.id, tournament]] : [])));
        return ids.map((id, index) => profile(mine[index], id, tournaments));
      });
      profileLoaders.set(this.ctx.em, loader);
    }
    return loader.load(player.id);
  }

  /** Every match the player is named in, in fixture order (read whole: an integrator's full list). */
  async matches(player: Player): Promise<PlayerMatch[]> {
    const mine = await this.profile(player);
    return this.withMatches(mine, mine.played);
  }

  /** A page of the player's matches, newest first, after the cursor of the last one shown. */
  async recentMatches(player: Player, first: number, after: string | null | undefined): Promise<PlayerMatch[]> {
    checkPageSize('first', first);
    const key = after == null ? null : matchCursorKey(after);
    const mine = await this.profile(player);
    const newest = [...mine.played].sort(newestFirst);
    const rest = key
      ? newest.filter((each) => newestFirst(each, { scheduledAt: key.date?.getTime() ?? null, matchId: key.id }) > 0)
      : newest;
    return this.withMatches(mine, rest.slice(0, first));
  }

  /**
   * The matches of these lines read (one statement for any number of players), each with its line: worded at
   * the field, in the reader's language.
   */
  private async withMatches(profile: PlayerProfile, played: MatchLines[]): Promise<PlayerMatch[]> {
    const matches = await statsLoaders(this.ctx.em).matches.loadMany(played.map((each) => each.matchId));
    return played.flatMap((lines, index) => {
      const match = matches[index];
      return match && !(match instanceof Error)
        ? [Object.assign(new PlayerMatch(), { match, lines, player: profile.player })]
        : [];
    });
  }
}
