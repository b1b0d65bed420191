import type { RequestContext } from '../../../core/request-context.js';
import type { User } from '../../users/user.entity.js';
import { Team } from '../../teams/team.entity.js';
import { Sport } from '../../tournaments/tournament.entity.js';
import type { InningsScorecard } from '../cricket/scorecard.js';
import type { Match } from '../match.entity.js';
import { MatchEvent } from './match-event.entity.js';
import { cricketScorecard, hasLiveResult, markVoided } from './match-projection.js';
import { Innings } from './innings.types.js';
import { RosterPlayers } from './roster-players.js';

type ReadContext = Pick<RequestContext<User>, 'em'>;

/**
 * Reads of a match's log and the cards projected from it. A card costs a fixed number of statements
 * (the log once, both rosters once, both teams once), however many balls were bowled.
 */
export class MatchCardService {
  constructor(private readonly ctx: ReadContext) {}

  /** The log after `after` (all of it by default), each event marked when an undo voided it. */
  async events(match: Match, after: number | null): Promise<MatchEvent[]> {
    const log = await this.ctx.em.find(MatchEvent, { match: match.id }, { orderBy: { seq: 'asc' } });
    markVoided(log);
    return after === null ? log : log.filter((event) => event.seq > after);
  }

  async innings(match: Match): Promise<Innings[]> {
    const tournament = await match.tournament.loadOrFail();
    if (tournament.sport !== Sport.cricket || !match.homeTeam || !match.awayTeam) return [];
    const teamIds = [match.homeTeam.id, match.awayTeam.id];
    const log = await this.ctx.em.find(MatchEvent, { match: match.id }, { orderBy: { seq: 'asc' } });
    if (log.length === 0 || hasLiveResult(log)) return [];
    const roster = await RosterPlayers.load(this.ctx.em, teamIds);
    const teams = await this.ctx.em.find(Team, { id: { $in: teamIds } });
    const card = cricketScorecard(match, tournament, log, { name: roster.name });
    return card.innings.map((innings) => toInnings(innings, roster, teams));
  }
}

function toInnings(innings: InningsScorecard, roster: RosterPlayers, teams: Team[]): Innings {
  const batting = Number(innings.battingTeam);
  const bowling = Number(innings.bowlingTeam);
  const batter = (key: string) => roster.player(key, batting);
  const bowler = (key: string) => roster.player(key, bowling);
  return Object.assign(new Innings(), {
    number: innings.number,
    superOver: innings.superOver,
    battingTeam: teams.find((team) => team.id === batting)!,
    runs: innings.runs,
    wickets: innings.wickets,
    legalBalls: innings.legalBalls,
    overs: innings.overs,
    target: innings.target?.runs ?? null,
    targetOvers: innings.target?.overs ?? null,
    targetRevised: innings.target?.revised ?? false,
    closed: innings.closed,
    allOut: innings.allOut,
    extras: innings.extras,
    batting: innings.batting.map((entry) => ({
      ...entry,
      player: batter(entry.player),
      dismissal: entry.dismissal && {
        kind: entry.dismissal.kind,
        text: entry.dismissal.text,
        bowler: entry.dismissal.bowler === null ? null : bowler(entry.dismissal.bowler),
        fielders: entry.dismissal.fielders.map(bowler),
      },
    })),
    bowling: innings.bowling.map((entry) => ({ ...entry, player: bowler(entry.player) })),
    fallOfWickets: innings.fallOfWickets.map((entry) => ({ ...entry, player: batter(entry.player) })),
    partnerships: innings.partnerships.map((entry) => ({ ...entry, batters: entry.batters.map(batter) })),
    runsPerOver: innings.runsPerOver,
    commentary: innings.commentary,
  });
}
