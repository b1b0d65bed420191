import { beforeAll, describe, expect, it } from 'vitest';
import { cricsheetUpTo } from '../../../../server/src/app/demo/ball-by-ball.js';
import { Sport } from '../../../../server/src/modules/tournaments/tournament.entity.js';
import { TestClient } from '../../../support/client.js';
import { signedInClient, useTestServer } from '../../management/support.js';
import { readMatch } from '../cricket/fixtures.js';
import { scoredMatch } from './support.js';

// The match centre's reads, compared with figures worked out here from the same deliveries
// (Data: cricsheet.org): IPL 2012, Chennai Super Kings 112 all out; Mumbai's chase cut off at 9.3 overs.

type Delivery = {
  batter: string;
  non_striker: string;
  bowler: string;
  runs: { batter: number; extras: number; total: number };
  extras?: { wides?: number; noballs?: number; byes?: number; legbyes?: number; penalty?: number };
  wickets?: { player_out: string; kind: string }[];
};
type File = {
  info: { teams: [string, string]; players: Record<string, string[]> };
  innings: { team: string; overs: { over: number; deliveries: Delivery[] }[] }[];
};

const Centre = /* GraphQL */ `
  query Centre($id: Int!) {
    match(id: $id) {
      status
      innings {
        runs
        wickets
        legalBalls
        target
        runsNeeded
        ballsLeft
        requiredRunRate
        striker {
          player {
            name
          }
          runs
          balls
        }
        nonStriker {
          player {
            name
          }
          runs
          balls
        }
        currentBowler {
          player {
            name
          }
          legalBalls
          runs
          wickets
        }
        thisOver {
          over
          balls
          bowler {
            name
          }
        }
        yetToBat {
          name
        }
        runsPerOver {
          over
          runs
          wickets
          total
        }
        commentary {
          ball
          text
          chip
          runs
          wicket
        }
        partnerships {
          wicket
          runs
        }
      }
      lineups {
        side
        team {
          name
        }
        players {
          name
        }
      }
    }
  }
`;

type Line = { player: { name: string }; runs: number; balls: number };
type CentreData = {
  match: {
    status: string;
    innings: {
      runs: number;
      wickets: number;
      legalBalls: number;
      target: number | null;
      runsNeeded: number | null;
      ballsLeft: number | null;
      requiredRunRate: number | null;
      striker: Line | null;
      nonStriker: Line | null;
      currentBowler: { player: { name: string }; legalBalls: number; runs: number; wickets: number } | null;
      thisOver: { over: number; balls: string[]; bowler: { name: string } } | null;
      yetToBat: { name: string }[];
      runsPerOver: { over: number; runs: number; wickets: number; total: number }[];
      commentary: { ball: string; text: string; chip: string; runs: number; wicket: boolean }[];
      partnerships: { wicket: number; runs: number }[];
    }[];
    lineups: { side: string; team: { name: string }; players: { name: string }[] }[];
  };
};

const isLegal = (d: Delivery) => !d.extras?.wides && !d.extras?.noballs;
const isWicket = (d: Delivery) => (d.wickets ?? []).some((w) => !w.kind.startsWith('retired'));

describe('the match centre, from the deliveries', () => {
  const server = useTestServer();
  const full = JSON.parse(readMatch('548306.json')) as File;
  const chase = full.innings[1].overs.slice(0, 10);
  // 9 whole overs and 3 balls of the 10th.
  chase[9] = { ...chase[9], deliveries: chase[9].deliveries.slice(0, 3) };
  const balls = chase.flatMap((over) => over.deliveries.map((d) => ({ ...d, over: over.over })));
  const firstInnings = full.innings[0].overs.flatMap((over) => over.deliveries);
  let data: CentreData['match'];

  beforeAll(async () => {
    const fixture = await scoredMatch(server.em(), { teams: ['Chennai Super Kings', 'Mumbai Indians'] });
    const scorer = await signedInClient(server, fixture.scorer.email);
    const imported = await scorer.gql(
      /* GraphQL */ `
        mutation Import($matchId: Int!, $json: String!) {
          importCricsheet(matchId: $matchId, json: $json) {
            id
          }
        }
      `,
      { matchId: fixture.matchId, json: cricsheetUpTo(readMatch('548306.json'), 2, 9, 3) },
    );
    expect(imported.errors).toBeUndefined();
    const response = await new TestClient(server.url).gql<CentreData>(Centre, { id: fixture.matchId });
    expect(response.errors).toBeUndefined();
    data = response.data!.match;
  });

  it('is live in the chase, with the runs needed, the balls left and the rate', () => {
    const total1 = firstInnings.reduce((sum, d) => sum + d.runs.total, 0);
    const runs = balls.reduce((sum, d) => sum + d.runs.total, 0);
    const legal = balls.filter(isLegal).length;
    expect(total1).toBe(112);
    expect(data.status).toBe('in_progress');
    const [first, second] = data.innings;
    expect(first.runsNeeded).toBeNull();
    expect(second).toMatchObject({
      runs,
      legalBalls: legal,
      target: 113,
      runsNeeded: 113 - runs,
      ballsLeft: 120 - legal,
    });
    expect(second.requiredRunRate).toBeCloseTo(((113 - runs) * 6) / (120 - legal), 2);
  });

  it('names the batters at the crease (who faces the next ball) and the bowler with his figures', () => {
    const next = full.innings[1].overs[9].deliveries[3];
    const second = data.innings[1];
    const line = (name: string) => ({
      runs: balls.filter((d) => d.batter === name).reduce((sum, d) => sum + d.runs.batter, 0),
      balls: balls.filter((d) => d.batter === name && !d.extras?.wides).length,
    });
    expect(second.striker).toEqual({ player: { name: next.batter }, ...line(next.batter) });
    expect(second.nonStriker).toEqual({ player: { name: next.non_striker }, ...line(next.non_striker) });
    const bowled = balls.filter((d) => d.bowler === next.bowler);
    expect(second.currentBowler).toEqual({
      player: { name: next.bowler },
      legalBalls: bowled.filter(isLegal).length,
      runs: bowled.reduce((sum, d) => sum + d.runs.batter + (d.extras?.wides ?? 0) + (d.extras?.noballs ?? 0), 0),
      wickets: bowled.filter((d) =>
        (d.wickets ?? []).some((w) => w.kind !== 'run out' && !w.kind.startsWith('retired')),
      ).length,
    });
  });

  it('shows this over as ball chips', () => {
    const over = chase[9].deliveries;
    expect(over.every((d) => !d.extras && !d.wickets)).toBe(true);
    expect(data.innings[1].thisOver).toEqual({
      over: 10,
      bowler: { name: over[0].bowler },
      balls: over.map((d) => String(d.runs.batter)),
    });
  });

  it('has one commentary line per delivery, readable, and the runs of every over for the charts', () => {
    const { commentary, runsPerOver } = data.innings[1];
    expect(commentary).toHaveLength(balls.length);
    const last = balls.at(-1)!;
    expect(commentary.at(-1)!.text).toBe(`9.3 ${last.bowler} to ${last.batter}, 1 run`);
    expect(commentary.filter((line) => line.wicket)).toHaveLength(balls.filter(isWicket).length);
    expect(commentary.filter((line) => line.chip === '4').length).toBe(
      balls.filter((d) => d.runs.batter === 4 && !d.extras).length,
    );
    let total = 0;
    const expected = chase.map((over) => {
      const runs = over.deliveries.reduce((sum, d) => sum + d.runs.total, 0);
      total += runs;
      return { over: over.over + 1, runs, wickets: over.deliveries.filter(isWicket).length, total };
    });
    expect(runsPerOver).toEqual(expected);
    const firstOvers = data.innings[0].runsPerOver;
    expect(firstOvers).toHaveLength(full.innings[0].overs.length);
    expect(firstOvers.reduce((sum, over) => sum + over.wickets, 0)).toBe(10);
  });

  it('lists who is yet to bat, and each side’s players', () => {
    const batted = new Set(balls.flatMap((d) => [d.batter, d.non_striker]));
    const squad = full.info.players['Mumbai Indians'];
    expect(data.innings[1].yetToBat.map((player) => player.name).sort()).toEqual(
      squad.filter((name) => !batted.has(name)).sort(),
    );
    // Chennai were all out: nobody left to bat.
    expect(data.innings[0].yetToBat).toEqual([]);
    expect(data.lineups.map((lineup) => [lineup.side, lineup.team.name])).toEqual([
      ['home', 'Chennai Super Kings'],
      ['away', 'Mumbai Indians'],
    ]);
    for (const lineup of data.lineups) {
      expect(lineup.players.map((player) => player.name).sort()).toEqual(
        [...full.info.players[lineup.team.name]].sort(),
      );
    }
  });
});

const RecordFootballEvent = /* GraphQL */ `
  mutation RecordFootballEvent($matchId: Int!, $key: String!, $afterSeq: Int!, $input: FootballEventInput!) {
    recordFootballEvent(matchId: $matchId, key: $key, afterSeq: $afterSeq, input: $input) {
      seq
    }
  }
`;

const FootballCentre = /* GraphQL */ `
  query FootballCentre($id: Int!) {
    match(id: $id) {
      homeTeamScore
      awayTeamScore
      football {
        phase
        period
        periodFirstMinute
        periodLastMinute
        periodStartedAt
        homeScorers
        awayScorers
        timeline {
          kind
          side
          minute
          addedTime
          minuteText
          player {
            name
          }
          other {
            name
          }
          penalty
          ownGoal
          text
        }
      }
    }
  }
`;

type FootballCentreData = {
  match: {
    homeTeamScore: number;
    awayTeamScore: number;
    football: {
      phase: string;
      period: string;
      periodFirstMinute: number;
      periodLastMinute: number;
      periodStartedAt: string;
      homeScorers: string[];
      awayScorers: string[];
      timeline: {
        kind: string;
        side: string;
        minute: number;
        minuteText: string;
        player: { name: string };
        other: { name: string } | null;
        text: string;
      }[];
    } | null;
  };
};

describe('the football timeline, from the events', () => {
  const server = useTestServer();

  it('lists goals, cards and substitutions in minute order, with the scorers and the period for the clock', async () => {
    const fixture = await scoredMatch(server.em(), { sport: Sport.football });
    const scorer = await signedInClient(server, fixture.scorer.email);
    const events = [
      { kind: 'PERIOD_START', period: 'FIRST_HALF' },
      { kind: 'GOAL', side: 'home', player: { name: 'Ann' }, assist: { name: 'Bea' }, minute: 23 },
      { kind: 'YELLOW_CARD', side: 'away', player: { name: 'Cid' }, minute: 11 },
      { kind: 'PERIOD_END', period: 'FIRST_HALF' },
      { kind: 'PERIOD_START', period: 'SECOND_HALF' },
      { kind: 'SUBSTITUTION', side: 'away', playerOff: { name: 'Cid' }, playerOn: { name: 'Dee' }, minute: 50 },
      { kind: 'GOAL', side: 'away', player: { name: 'Dee' }, penalty: true, minute: 61 },
      { kind: 'RED_CARD', side: 'home', player: { name: 'Bea' }, minute: 70 },
      { kind: 'GOAL', side: 'home', player: { name: 'Ann' }, minute: 90, addedTime: 2 },
    ];
    for (const [index, input] of events.entries()) {
      const response = await scorer.gql(RecordFootballEvent, {
        matchId: fixture.matchId,
        key: `f${index + 1}`,
        afterSeq: index,
        input,
      });
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    }
    const response = await new TestClient(server.url).gql<FootballCentreData>(FootballCentre, { id: fixture.matchId });
    expect(response.errors).toBeUndefined();
    const { football, homeTeamScore, awayTeamScore } = response.data!.match;
    expect([homeTeamScore, awayTeamScore]).toEqual([2, 1]);
    expect(football).toMatchObject({
      phase: 'PLAYING',
      period: 'SECOND_HALF',
      periodFirstMinute: 46,
      periodLastMinute: 90,
      homeScorers: ["Ann 23', 90+2'"],
      awayScorers: ["Dee 61' (pen)"],
    });
    // The second half's last event, 90+2', was recorded moments after its start: the clock moved to it.
    const clock = 46 + Math.floor((Date.now() - Date.parse(football!.periodStartedAt)) / 60_000);
    expect(clock).toBeGreaterThanOrEqual(92);
    expect(clock).toBeLessThanOrEqual(93);
    expect(football!.timeline.map((event) => [event.kind, event.side, event.minuteText, event.player.name])).toEqual([
      ['YELLOW_CARD', 'away', "11'", 'Cid'],
      ['GOAL', 'home', "23'", 'Ann'],
      ['SUBSTITUTION', 'away', "50'", 'Dee'],
      ['GOAL', 'away', "61'", 'Dee'],
      ['RED_CARD', 'home', "70'", 'Bea'],
      ['GOAL', 'home', "90+2'", 'Ann'],
    ]);
    expect(football!.timeline[1]).toMatchObject({ other: { name: 'Bea' }, text: "23' GOAL! Ann, assist Bea" });
    expect(football!.timeline[2]).toMatchObject({ other: { name: 'Cid' } });
    expect(football!.timeline[3].text).toBe("61' GOAL! Dee (pen)");
  });

  it('is null for a cricket match', async () => {
    const fixture = await scoredMatch(server.em());
    const response = await new TestClient(server.url).gql<FootballCentreData>(FootballCentre, { id: fixture.matchId });
    expect(response.data!.match.football).toBeNull();
  });
});
