import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  knockoutRules,
  LEAGUE_RULES,
  type FootballEventInput,
  type FootballRules,
  type FootballSide,
} from '../../../../server/src/modules/matches/football/football-event.js';
import {
  footballStandingsInput,
  projectFootball,
  type FootballStandingsInput,
} from '../../../../server/src/modules/matches/football/football-state.js';
import { computeStandings } from '../../../../server/src/modules/standings/standings.rules.js';
import { Side } from '../../../../server/src/modules/matches/match.entity.js';
import { Sport } from '../../../../server/src/modules/tournaments/tournament.entity.js';
import { completedMatch } from '../../../support/completed-match.js';
import { repoPath } from '../../../../server/src/repo-path.js';

/** The fixture's rows by column name; read here rather than through the season loader, which needs a database. */
const csv = (name: string) =>
  parse<Record<string, string>>(readFileSync(repoPath('tests', 'fixtures', 'football', name), 'utf8'), {
    columns: true,
  });

const FOOTBALL = { sport: Sport.football, oversPerInnings: 20, ballsPerOver: 6 };

/** A match scored live: every goal an event, then the final whistle. */
function scored(rules: FootballRules, homeGoals: number, awayGoals: number, shootout: boolean[][] = []) {
  const inputs: FootballEventInput[] = [{ kind: 'PERIOD_START', period: 'FIRST_HALF' }];
  for (let goal = 1; goal <= homeGoals + awayGoals; goal += 1) {
    const side = goal <= homeGoals ? 'home' : 'away';
    inputs.push({ kind: 'GOAL', side, player: { name: `${side} scorer ${goal}` }, minute: goal });
  }
  inputs.push({ kind: 'PERIOD_END', period: 'FIRST_HALF' }, { kind: 'PERIOD_START', period: 'SECOND_HALF' });
  inputs.push({ kind: 'PERIOD_END', period: 'SECOND_HALF' });
  if (shootout.length > 0) {
    inputs.push({ kind: 'PERIOD_START', period: 'PENALTIES' });
    shootout.forEach(([home, away], round) => {
      inputs.push({ kind: 'SHOOTOUT_KICK', side: 'home', player: { name: `home taker ${round}` }, scored: home });
      if (away !== undefined) {
        inputs.push({ kind: 'SHOOTOUT_KICK', side: 'away', player: { name: `away taker ${round}` }, scored: away });
      }
    });
    inputs.push({ kind: 'PERIOD_END', period: 'PENALTIES' });
  }
  const log = inputs.map((input) => ({ kind: 'event' as const, event: { input, at: new Date(0) } }));
  return footballStandingsInput(projectFootball(rules, log))!;
}

const completed = (homeTeamId: number, awayTeamId: number, input: FootballStandingsInput) =>
  completedMatch(homeTeamId, awayTeamId, {
    homeScore: input.homeGoals,
    awayScore: input.awayGoals,
    winner: input.winner,
  });

describe('football standings inputs from the event log', () => {
  it('names the sides as the match entity does, so a GraphQL Side maps to the rules as it is', () => {
    const sides: FootballSide[] = [Side.home, Side.away];
    expect(sides).toEqual(['home', 'away']);
  });

  it('gives goals, the winner and how it was decided', () => {
    expect(scored(LEAGUE_RULES, 2, 1)).toEqual({
      homeGoals: 2,
      awayGoals: 1,
      winner: 'home',
      drawOnGoals: false,
      decidedByPenalties: false,
      homePenalties: null,
      awayPenalties: null,
    });
    expect(scored(LEAGUE_RULES, 1, 1)).toMatchObject({ winner: null, drawOnGoals: true, decidedByPenalties: false });
    // 0-0, then the home side misses its first, third and fourth kicks: away win 3-1 on penalties.
    const onPenalties = scored(knockoutRules({ extraTime: false, penalties: true }), 0, 0, [
      [false, true],
      [true, true],
      [false, true],
      [false],
    ]);
    expect(onPenalties).toEqual({
      homeGoals: 0,
      awayGoals: 0,
      winner: 'away',
      drawOnGoals: true,
      decidedByPenalties: true,
      homePenalties: 1,
      awayPenalties: 3,
    });
  });

  it('matches the football table rules: 3 for a win, 1 for a draw; a shoot-out leaves the match a draw on goals', () => {
    const teams = [
      { id: 1, name: 'Arsenal' },
      { id: 2, name: 'Chelsea' },
      { id: 3, name: 'Spurs' },
    ];
    const shootout = [
      [true, true],
      [true, true],
      [true, true],
      [true, true],
      [true, false],
    ];
    const rows = computeStandings(
      teams,
      [
        completed(1, 2, scored(LEAGUE_RULES, 2, 0)),
        completed(2, 3, scored(LEAGUE_RULES, 1, 1)),
        completed(3, 1, scored(knockoutRules({ extraTime: false, penalties: true }), 2, 2, shootout)),
      ],
      FOOTBALL,
    );
    const summary = rows.map((row) => [
      row.teamName,
      row.wins,
      row.draws,
      row.losses,
      row.points,
      row.runsFor,
      row.runsAgainst,
    ]);
    expect(summary).toEqual([
      ['Arsenal', 1, 1, 0, 4, 4, 2],
      ['Spurs', 0, 2, 0, 2, 3, 3],
      ['Chelsea', 0, 1, 1, 1, 1, 3],
    ]);
  });

  it('reproduces the published Premier League 2022-23 table from 380 matches scored as events', () => {
    const results = csv('results.csv');
    expect(results).toHaveLength(380);
    const published = csv('table.csv');
    const names = [...new Set(results.map((result) => result.home))].sort();
    const teams = names.map((name, index) => ({ id: index + 1, name }));
    const id = (name: string) => names.indexOf(name) + 1;
    const matches = results.map((result) =>
      completed(
        id(result.home),
        id(result.away),
        scored(LEAGUE_RULES, Number(result.home_goals), Number(result.away_goals)),
      ),
    );
    const rows = computeStandings(teams, matches, FOOTBALL);
    expect(
      rows.map((row) => [
        row.position,
        row.teamName,
        row.wins,
        row.draws,
        row.losses,
        row.runsFor,
        row.runsAgainst,
        row.points,
      ]),
    ).toEqual(
      published.map((row) => [
        Number(row.position),
        row.team,
        Number(row.won),
        Number(row.drawn),
        Number(row.lost),
        Number(row.goals_for),
        Number(row.goals_against),
        Number(row.points),
      ]),
    );
  });
});
