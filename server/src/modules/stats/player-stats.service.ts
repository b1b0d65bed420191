import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/request-context.js';
import { NotFoundError } from '../../core/errors.js';
import { visibleTournamentWhere } from '../common/policy.js';
import { Player } from '../matches/events/player.type.js';
import { Sport, type Tournament } from '../tournaments/tournament.entity.js';
import type { User } from '../users/user.entity.js';
import { battingTotals, bowlingTotals, footballTotals } from './figures.js';
import type { MatchLines } from './match-lines.js';
import { loadPlayedLines, withMatches, type PlayedMatch } from './played-matches.js';
import { PlayerFigures, PlayerMatch, PlayerTournamentFigures } from './stats.types.js';
import { statsLoaders } from './stats.loaders.js';

type Context = Pick<RequestContext<User>, 'em' | 'viewer'>;

export type PlayerProfile = { matches: PlayerMatch[]; career: PlayerFigures; tournaments: PlayerTournamentFigures[] };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What one player did in one match, in a line: "45* (30), 2/24" or "2 goals, 1 assist". */
function summary(lines: MatchLines, player: number): string {
  const parts: string[] = [];
  for (const line of lines.batting.filter((each) => each.player === player)) {
    parts.push(`${line.runs}${line.out ? '' : '*'} (${line.balls})`);
  }
  for (const line of lines.bowling.filter((each) => each.player === player)) {
    parts.push(`${line.wickets}/${line.runs}`);
  }
  const football = lines.football.find((each) => each.player === player);
  if (football) {
    if (football.goals) parts.push(plural(football.goals, 'goal'));
    if (football.assists) parts.push(plural(football.assists, 'assist'));
    if (football.yellowCards) parts.push(plural(football.yellowCards, 'yellow card'));
    if (football.redCards) parts.push(plural(football.redCards, 'red card'));
  }
  return parts.join(', ');
}

function figures(played: PlayedMatch[], player: number): PlayerFigures {
  const batting = played.flatMap((each) => each.lines.batting.filter((line) => line.player === player));
  const bowling = played.flatMap((each) => each.lines.bowling.filter((line) => line.player === player));
  const football = played.filter((each) => each.match.tournament.getEntity().sport === Sport.football);
  const ballsPerOver = played[0]?.lines.ballsPerOver;
  return Object.assign(new PlayerFigures(), {
    batting: batting.length ? battingTotals(batting) : null,
    bowling: bowling.length ? bowlingTotals(bowling, ballsPerOver) : null,
    football: football.length
      ? footballTotals(
          football.flatMap((each) => each.lines.football.filter((line) => line.player === player)),
          football.length,
        )
      : null,
  });
}

function profile(played: PlayedMatch[], player: number): PlayerProfile {
  const mine = played.filter((each) => each.lines.players.has(player));
  const tournaments = new Map<number, { tournament: Tournament; played: PlayedMatch[] }>();
  for (const each of mine) {
    const tournament = each.match.tournament.getEntity();
    const entry = tournaments.get(tournament.id) ?? { tournament, played: [] };
    entry.played.push(each);
    tournaments.set(tournament.id, entry);
  }
  return {
    matches: mine.map((each) =>
      Object.assign(new PlayerMatch(), { match: each.match, summary: summary(each.lines, player) }),
    ),
    career: figures(mine, player),
    tournaments: [...tournaments.values()].map((entry) =>
      Object.assign(new PlayerTournamentFigures(), figures(entry.played, player), { tournament: entry.tournament }),
    ),
  };
}

const profileLoaders = new WeakMap<EntityManager, DataLoader<number, PlayerProfile>>();

/**
 * A player's page: their roster place and what they did in every match the viewer may see. A fixed
 * number of statements for any number of players: their teams' played matches, then every log at once.
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
        // Only the matches these players played in are shown, so only theirs are read whole.
        const played = await withMatches(this.ctx.em, lines, (each) => ids.some((id) => each.players.has(id)));
        return ids.map((id) => profile(played, id));
      });
      profileLoaders.set(this.ctx.em, loader);
    }
    return loader.load(player.id);
  }
}
