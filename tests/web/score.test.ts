import { englishT } from './support/english';
import { createSiteIntl } from '../../web/src/i18n/intl';
import { translator } from '../../web/src/i18n/use-t';
import { describe, expect, it } from 'vitest';
import { cricketTotal, scorecardTotal } from '../../shared/cricket-total';
import { overs, resultSummary, sideScore, sideScoreParts, type SummaryFields } from '../../web/src/lib/score';
import { CATALOGUES } from './support/catalogues';

const spanishMessages = CATALOGUES.es;
const frenchMessages = CATALOGUES.fr;

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
    expect(sideScore(match({ homeTeamScore: 173, homeWickets: 5, homeBalls: 120 }), 'home', englishT)).toBe(
      '173/5 (20.0 ov)',
    );
    expect(sideScore(match({ awayTeamScore: 88, awayWickets: 3, awayBalls: 62 }), 'away', englishT)).toBe(
      '88/3 (10.2 ov)',
    );
    expect(sideScore(match({ tournament: football, homeTeamScore: 2 }), 'home', englishT)).toBe('2');
    expect(sideScore(match({}), 'home', englishT)).toBeNull();
  });

  it('writes an all-out total as its runs alone, as published scorecards print it', () => {
    const bowledOut = match({ awayTeamScore: 151, awayWickets: 10, awayAllOut: true, awayBalls: 116 });
    expect(sideScore(bowledOut, 'away', englishT)).toBe('151 (19.2 ov)');
    expect(sideScoreParts(bowledOut, 'away', englishT)).toEqual({ main: '151', overs: '19.2 ov' });
    // All out with a batter absent hurt: nine down, and still no "/9".
    expect(
      sideScore(match({ homeTeamScore: 126, homeWickets: 9, homeAllOut: true, homeBalls: 114 }), 'home', englishT),
    ).toBe('126 (19.0 ov)');
    // Nine down at the end of the overs is not all out.
    expect(
      sideScoreParts(
        match({ homeTeamScore: 140, homeWickets: 9, homeAllOut: false, homeBalls: 120 }),
        'home',
        englishT,
      ),
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
    expect(resultSummary(match({ ...base, winnerTeamId: 1 }), englishT)).toBe('Harbour Lights XI won by 17 runs.');
    expect(
      resultSummary(
        match({ homeTeamScore: 142, awayTeamScore: 145, awayWickets: 3, battedFirst: 'home', winnerTeamId: 2 }),
        englishT,
      ),
    ).toBe('Coral Reef Cricketers won by 7 wickets.');
    expect(resultSummary(match({ ...base, winnerTeamId: 1, resultKind: 'rain_revised' }), englishT)).toBe(
      'Harbour Lights XI won by 17 runs (rain-revised).',
    );
    expect(resultSummary(match({ resultKind: 'no_result' }), englishT)).toBe('No result.');
    expect(resultSummary(match({ resultKind: 'tie', homeTeamScore: 150, awayTeamScore: 150 }), englishT)).toBe(
      'Match tied.',
    );
    expect(
      resultSummary(match({ tournament: football, homeTeamScore: 1, awayTeamScore: 1, winnerTeamId: null }), englishT),
    ).toBe('Draw, 1–1.');
    expect(
      resultSummary(match({ tournament: football, homeTeamScore: 1, awayTeamScore: 3, winnerTeamId: 2 }), englishT),
    ).toBe('Coral Reef Cricketers won 3–1.');
    // The API reports a football draw, and a level match settled on penalties, as resultKind tie.
    const level = { tournament: football, homeTeamScore: 1, awayTeamScore: 1, resultKind: 'tie' };
    expect(resultSummary(match({ ...level, winnerTeamId: null }), englishT)).toBe('Draw, 1–1.');
    expect(resultSummary(match({ ...level, winnerTeamId: 2 }), englishT)).toBe('Coral Reef Cricketers won 1–1.');
  });
});

describe('result and chase lines in other languages', () => {
  const spanish = translator(createSiteIntl('es', spanishMessages));
  const french = translator(createSiteIntl('fr', frenchMessages));

  it('writes who won, and by how much, in the page’s language with the names as typed', () => {
    const chase = match({
      battedFirst: 'home',
      homeTeamScore: 150,
      awayTeamScore: 151,
      awayWickets: 4,
      winnerTeamId: 2,
    });
    expect(resultSummary(chase, englishT)).toBe('Coral Reef Cricketers won by 6 wickets.');
    expect(resultSummary(chase, spanish)).toBe('Coral Reef Cricketers ganó por 6 wickets.');
    const defended = match({ battedFirst: 'home', homeTeamScore: 151, awayTeamScore: 150, winnerTeamId: 1 });
    expect(resultSummary(defended, spanish)).toBe('Harbour Lights XI ganó por 1 carrera.');
    expect(resultSummary(defended, french)).toBe('Harbour Lights XI gagne par 1 run.');
    expect(resultSummary(match({ tournament: football, homeTeamScore: 2, awayTeamScore: 2 }), spanish)).toBe(
      'Empate, 2–2.',
    );
  });
});
