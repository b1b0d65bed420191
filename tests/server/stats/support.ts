// Leaderboard and player-page tests: tournaments built from real matches (Data: cricsheet.org), and
// their figures computed straight from the Cricsheet deliveries, without the code under test.
import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import type { Team } from '../../../server/src/modules/teams/team.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import type { TestClient } from '../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { expectedMatches, readMatch } from '../matches/cricket/fixtures.js';

// --- The figures, from the Cricsheet JSON alone ------------------------------------------------------

type CricsheetDelivery = {
  batter: string;
  non_striker: string;
  bowler: string;
  runs: { batter: number; extras: number; total: number; non_boundary?: boolean };
  extras?: { wides?: number; noballs?: number; byes?: number; legbyes?: number; penalty?: number };
  wickets?: { player_out: string; kind: string }[];
};
type CricsheetMatch = {
  info: { teams: [string, string] };
  innings: { team: string; super_over?: boolean; overs: { over: number; deliveries: CricsheetDelivery[] }[] }[];
};

const BOWLERS_WICKETS = new Set(['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket']);
const NOT_OUT = new Set(['retired hurt', 'retired not out']);
const round2 = (value: number) => Math.round(value * 100) / 100;

type BatInnings = { runs: number; balls: number; fours: number; sixes: number; out: boolean };
type BowlInnings = { legalBalls: number; runs: number; wickets: number };

export function fromDeliveries(files: string[]) {
  const batting = new Map<string, BatInnings[]>();
  const bowling = new Map<string, BowlInnings[]>();
  for (const file of files) {
    const match = JSON.parse(readMatch(file)) as CricsheetMatch;
    for (const innings of match.innings) {
      if (innings.super_over) continue;
      const fielding = match.info.teams.find((team) => team !== innings.team)!;
      const bat = new Map<string, BatInnings>();
      const bowl = new Map<string, BowlInnings>();
      const batter = (name: string) => {
        if (!bat.has(name)) bat.set(name, { runs: 0, balls: 0, fours: 0, sixes: 0, out: false });
        return bat.get(name)!;
      };
      for (const delivery of innings.overs.flatMap((over) => over.deliveries)) {
        const striker = batter(delivery.batter);
        batter(delivery.non_striker);
        const wides = delivery.extras?.wides ?? 0;
        const noBalls = delivery.extras?.noballs ?? 0;
        striker.runs += delivery.runs.batter;
        if (wides === 0) striker.balls += 1;
        if (!delivery.runs.non_boundary && delivery.runs.batter === 4) striker.fours += 1;
        if (!delivery.runs.non_boundary && delivery.runs.batter === 6) striker.sixes += 1;
        const bowler = bowl.get(delivery.bowler) ?? { legalBalls: 0, runs: 0, wickets: 0 };
        bowl.set(delivery.bowler, bowler);
        if (wides === 0 && noBalls === 0) bowler.legalBalls += 1;
        bowler.runs += delivery.runs.batter + wides + noBalls;
        for (const wicket of delivery.wickets ?? []) {
          // The last word on a batter decides: retired hurt who came back and was out is out.
          batter(wicket.player_out).out = !NOT_OUT.has(wicket.kind);
          if (BOWLERS_WICKETS.has(wicket.kind)) bowler.wickets += 1;
        }
      }
      for (const [name, line] of bat) {
        const key = `${innings.team}|${name}`;
        batting.set(key, [...(batting.get(key) ?? []), line]);
      }
      for (const [name, line] of bowl) {
        const key = `${fielding}|${name}`;
        bowling.set(key, [...(bowling.get(key) ?? []), line]);
      }
    }
  }
  const battingRows = [...batting].map(([key, lines]) => {
    const [team, name] = key.split('|');
    const runs = lines.reduce((sum, line) => sum + line.runs, 0);
    const balls = lines.reduce((sum, line) => sum + line.balls, 0);
    const outs = lines.filter((line) => line.out).length;
    return {
      player: { name },
      team: { name: team },
      innings: lines.length,
      notOuts: lines.length - outs,
      runs,
      balls,
      highScore: Math.max(...lines.map((line) => line.runs)),
      average: outs === 0 ? null : round2(runs / outs),
      strikeRate: balls === 0 ? null : round2((runs * 100) / balls),
      fours: lines.reduce((sum, line) => sum + line.fours, 0),
      sixes: lines.reduce((sum, line) => sum + line.sixes, 0),
    };
  });
  const bowlingRows = [...bowling].map(([key, lines]) => {
    const [team, name] = key.split('|');
    const legalBalls = lines.reduce((sum, line) => sum + line.legalBalls, 0);
    const runs = lines.reduce((sum, line) => sum + line.runs, 0);
    const best = [...lines].sort((a, b) => b.wickets - a.wickets || a.runs - b.runs)[0];
    return {
      player: { name },
      team: { name: team },
      legalBalls,
      runs,
      wickets: lines.reduce((sum, line) => sum + line.wickets, 0),
      economy: legalBalls === 0 ? null : round2((runs * 6) / legalBalls),
      bestFigures: `${best.wickets}/${best.runs}`,
    };
  });
  return { battingRows, bowlingRows, batting, bowling };
}

export const byKey = <Row extends { team: { name: string }; player: { name: string } }>(rows: Row[]) =>
  [...rows].sort((a, b) => `${a.team.name}|${a.player.name}`.localeCompare(`${b.team.name}|${b.player.name}`));

// --- The tournaments ---------------------------------------------------------------------------------

/** A cricket tournament with a match per file, between teams named as in the file (reused by name, or from `teams`). */
export async function cricketTournament(
  em: EntityManager,
  files: string[],
  options: { isPublished?: boolean; teams?: Map<string, Team> } = {},
) {
  const isPublished = options.isPublished ?? true;
  const creator = await createUser(em, { role: Role.tournament_creator });
  const scorer = await createUser(em, { email: `leaders-scorer${creator.id}@example.test`, role: Role.referee });
  const club = await createClub(em, creator);
  const tournament = await createTournament(em, creator, { sport: Sport.cricket, oversPerInnings: 20, isPublished });
  const teams = options.teams ?? new Map<string, Team>();
  const team = async (name: string) => {
    if (!teams.has(name)) teams.set(name, await createTeam(em, club, { name }));
    return teams.get(name)!;
  };
  const matchIds: number[] = [];
  for (const file of files) {
    const expected = expectedMatches.find((each) => each.file === file)!;
    const match = await createMatch(em, tournament, await team(expected.teams[0]), await team(expected.teams[1]), {
      scorer,
    });
    matchIds.push(match.id);
  }
  return { creator, scorer, tournament, matchIds, teams };
}

export async function importAll(client: TestClient, files: string[], matchIds: number[]) {
  for (const [index, file] of files.entries()) {
    const response = await client.gql(
      /* GraphQL */ `
        mutation Import($matchId: Int!, $json: String!) {
          importCricsheet(matchId: $matchId, json: $json) {
            id
          }
        }
      `,
      { matchId: matchIds[index], json: readMatch(file) },
    );
    expect(response.errors, file).toBeUndefined();
  }
}
