import { describe, expect, it } from 'vitest';
import { parseCricsheet } from '../../../../server/src/modules/matches/cricket/cricsheet.js';
import { projectScorecard, type MatchScorecard } from '../../../../server/src/modules/matches/cricket/scorecard.js';
import { expectedMatches, readMatch, type ExpectedMatch } from './fixtures.js';

/** The scorecard in expected.json's shape: only what the published card and the fixture both state. */
function asExpected(file: string, date: string, card: MatchScorecard): ExpectedMatch {
  return {
    file,
    teams: card.teams,
    date,
    overs: 0,
    winner: card.winner,
    result: card.innings.some((innings) => innings.superOver)
      ? 'tie'
      : card.result.status === 'no result'
        ? 'no result'
        : null,
    innings: card.innings.map((innings) => ({
      number: innings.number,
      superOver: innings.superOver,
      battingTeam: innings.battingTeam,
      runs: innings.runs,
      wickets: innings.wickets,
      legalBalls: innings.legalBalls,
      extras: innings.extras,
      batting: innings.batting.map(({ player, runs, balls, fours, sixes, dismissal }) => ({
        player,
        runs,
        balls,
        fours,
        sixes,
        dismissal: dismissal?.kind ?? null,
      })),
      bowling: innings.bowling.map(({ player, legalBalls, maidens, runs, wickets }) => ({
        player,
        legalBalls,
        maidens,
        runs,
        wickets,
      })),
    })),
  };
}

describe('cricket scorecards from real Cricsheet matches', () => {
  it.each(expectedMatches.map((match) => [match.file, match] as const))(
    '%s matches its expected scorecard',
    (file, expected) => {
      const { config, events, dates } = parseCricsheet(readMatch(file));
      const card = projectScorecard(config, events);
      expect({ ...asExpected(file, dates[0], card), overs: config.overs }).toEqual(expected);
    },
  );
});

describe('cross-checks against published scorecards', () => {
  const cardOf = (file: string) => {
    const { config, events } = parseCricsheet(readMatch(file));
    return projectScorecard(config, events);
  };
  const batter = (card: MatchScorecard, innings: number, player: string) =>
    card.innings[innings - 1].batting.find((entry) => entry.player === player);
  const bowler = (card: MatchScorecard, innings: number, player: string) =>
    card.innings[innings - 1].bowling.find((entry) => entry.player === player);

  it('IPL 2018, Delhi v Rajasthan: Pant 69 off 29, Buttler 67 off 26; Delhi won by 4 runs (D/L)', () => {
    const card = cardOf('1136592.json');
    expect(batter(card, 1, 'RR Pant')).toMatchObject({ runs: 69, balls: 29 });
    expect(batter(card, 2, 'JC Buttler')).toMatchObject({ runs: 67, balls: 26, dismissal: { kind: 'stumped' } });
    expect(card.totals.map(({ runs, wickets, overs }) => `${runs}/${wickets} (${overs})`)).toEqual([
      '196/6 (17.1)',
      '146/5 (12)',
    ]);
    expect(card.innings[1].target).toEqual({ runs: 151, overs: '12', revised: true });
    // The file's outcome names its method (D/L, as in 2018): kept, as the published scorecard prints it.
    expect(card.resultText).toBe('Delhi Daredevils won by 4 runs (D/L method)');
  });

  it('IPL 2020, Kolkata v Hyderabad: Ferguson 4-0-15-3, Warner 47* off 33, Ferguson bowls Warner and Samad in the super over', () => {
    const card = cardOf('1216512.json');
    expect(bowler(card, 2, 'LH Ferguson')).toMatchObject({ overs: '4', maidens: 0, runs: 15, wickets: 3 });
    expect(batter(card, 2, 'DA Warner')).toMatchObject({ runs: 47, balls: 33, dismissal: null });
    expect(card.innings[2].batting.map((entry) => entry.dismissal?.text ?? 'not out')).toEqual([
      'b LH Ferguson',
      'not out',
      'b LH Ferguson',
    ]);
    expect(card.resultText).toBe('Kolkata Knight Riders won the super over');
    // The super over counts for nothing in the totals the table reads: 163 each off 20 overs.
    expect(card.totals.map(({ runs, legalBalls }) => [runs, legalBalls])).toEqual([
      [163, 120],
      [163, 120],
    ]);
  });

  it('IPL 2009, Chennai v Rajasthan: Raina 98 off 55; Rajasthan all out for 126 with a batter absent; Chennai won by 38 runs', () => {
    const card = cardOf('392202.json');
    expect(batter(card, 1, 'SK Raina')).toMatchObject({ runs: 98, balls: 55 });
    expect(card.innings[1]).toMatchObject({ runs: 126, wickets: 9, allOut: true, absentHurt: ['Kamran Khan'] });
    expect(card.resultText).toBe('Chennai Super Kings won by 38 runs');
    // Bowled out: the table (standings.rules.ts) charges the full 20 overs.
    expect(card.totals[1]).toMatchObject({ runs: 126, allOut: true });
  });

  it('IPL 2012 opener, Chennai v Mumbai: Levi 50 off 35, Tendulkar retired hurt; Mumbai won by 8 wickets', () => {
    const card = cardOf('548306.json');
    expect(batter(card, 2, 'RE Levi')).toMatchObject({ runs: 50, balls: 35 });
    expect(batter(card, 2, 'SR Tendulkar')?.dismissal?.text).toBe('retired hurt');
    expect(card.innings[0]).toMatchObject({ runs: 112, overs: '19.5', allOut: true });
    expect(card.resultText).toBe('Mumbai Indians won by 8 wickets (19 balls left)');
  });
});
