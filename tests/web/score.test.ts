import { describe, expect, it } from 'vitest';
import { cricketTotal, scorecardTotal } from '../../shared/cricket-total';
import { overs, resultSummary, sideScore, sideScoreParts, type SummaryFields } from '../../web/src/lib/score';

const cricket = { sport: 'cricket' as const, ballsPerOver: 6 };
const football = { sport: 'football' as const, ballsPerOver: 6 };

function match(fields: Partial<SummaryFields>): SummaryFields {
  return {
    status: 'completed',
    tournament: cricket,
    homeTeam: { id: 1, name: 'Harbour Lights XI' },
    awayTeam: { id: 2, name: 'Coral Reef Cricketers' },
    ...fields,
  };
}

describe('scores', () => {
  it('writes cricket as runs/wickets (overs)', () => {
    expect(overs(113)).toBe('18.5');
    expect(sideScore(match({ homeTeamScore: 173, homeWickets: 5, homeBalls: 120 }), 'home')).toBe('173/5 (20.0 ov)');
    expect(sideScore(match({ awayTeamScore: 88, awayWickets: 3, awayBalls: 62 }), 'away')).toBe('88/3 (10.2 ov)');
    expect(sideScore(match({ tournament: football, homeTeamScore: 2 }), 'home')).toBe('2');
    expect(sideScore(match({}), 'home')).toBeNull();
  });

  it('writes an all-out total as its runs alone, as published scorecards print it', () => {
    const bowledOut = match({ awayTeamScore: 151, awayWickets: 10, awayAllOut: true, awayBalls: 116 });
    expect(sideScore(bowledOut, 'away')).toBe('151 (19.2 ov)');
    expect(sideScoreParts(bowledOut, 'away')).toEqual({ main: '151', overs: '19.2 ov' });
    // All out with a batter absent hurt: nine down, and still no "/9".
    expect(sideScore(match({ homeTeamScore: 126, homeWickets: 9, homeAllOut: true, homeBalls: 114 }), 'home')).toBe(
      '126 (19.0 ov)',
    );
    // Nine down at the end of the overs is not all out.
    expect(
      sideScoreParts(match({ homeTeamScore: 140, homeWickets: 9, homeAllOut: false, homeBalls: 120 }), 'home'),
    ).toEqual({ main: '140/9', overs: '20.0 ov' });
  });

  it('has one rule for a total, web and server alike: the all-out flag decides, not ten wickets', () => {
    expect(cricketTotal(151, 10, true)).toBe('151');
    expect(cricketTotal(126, 9, true)).toBe('126');
    expect(cricketTotal(140, 9, false)).toBe('140/9');
    expect(cricketTotal(88, null, false)).toBe('88');
    // The match page's innings card, as ESPNcricinfo words it.
    expect(scorecardTotal(151, 10, true, '19.4')).toBe('151 (all out, 19.4 overs)');
    expect(scorecardTotal(173, 5, false, '20')).toBe('173/5 (20 overs)');
    expect(scorecardTotal(6, 2, true, '1')).toBe('6 (all out, 1 over)');
  });

  it('sums up a result by runs, by wickets, as a draw, tie or no result', () => {
    const base = {
      homeTeamScore: 168,
      homeWickets: 6,
      awayTeamScore: 151,
      awayWickets: 10,
      battedFirst: 'home' as const,
    };
    expect(resultSummary(match({ ...base, winnerTeamId: 1 }))).toBe('Harbour Lights XI won by 17 runs.');
    expect(
      resultSummary(
        match({ homeTeamScore: 142, awayTeamScore: 145, awayWickets: 3, battedFirst: 'home', winnerTeamId: 2 }),
      ),
    ).toBe('Coral Reef Cricketers won by 7 wickets.');
    expect(resultSummary(match({ ...base, winnerTeamId: 1, resultKind: 'rain_revised' }))).toBe(
      'Harbour Lights XI won by 17 runs (rain-revised).',
    );
    expect(resultSummary(match({ resultKind: 'no_result' }))).toBe('No result.');
    expect(resultSummary(match({ resultKind: 'tie', homeTeamScore: 150, awayTeamScore: 150 }))).toBe('Match tied.');
    expect(resultSummary(match({ tournament: football, homeTeamScore: 1, awayTeamScore: 1, winnerTeamId: null }))).toBe(
      'Draw, 1–1.',
    );
    expect(resultSummary(match({ tournament: football, homeTeamScore: 1, awayTeamScore: 3, winnerTeamId: 2 }))).toBe(
      'Coral Reef Cricketers won 3–1.',
    );
    // The API reports a football draw, and a level match settled on penalties, as resultKind tie.
    const level = { tournament: football, homeTeamScore: 1, awayTeamScore: 1, resultKind: 'tie' };
    expect(resultSummary(match({ ...level, winnerTeamId: null }))).toBe('Draw, 1–1.');
    expect(resultSummary(match({ ...level, winnerTeamId: 2 }))).toBe('Coral Reef Cricketers won 1–1.');
  });
});
