import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../../../../server/src/modules/matches/cricket/delivery.js';
import { dismissalText, oversText, oversToBalls } from '../../../../server/src/modules/matches/cricket/laws.js';
import { projectScorecard } from '../../../../server/src/modules/matches/cricket/scorecard.js';
import { Scorer } from './scorer.js';

const config: MatchConfig = {
  teams: ['Delhi Capitals', 'Kings XI Punjab'],
  overs: 20,
  battingFirst: 'Delhi Capitals',
  rosters: { 'Delhi Capitals': ['Shaw', 'Dhawan', 'Iyer', 'Pant', 'Stoinis'] },
};

const card = (scorer: Scorer) => projectScorecard(scorer.config, scorer.events).innings;

describe('the laws of one delivery', () => {
  it('a wide is no ball faced and not legal; a no-ball is faced but not legal; both are charged to the bowler', () => {
    const scorer = new Scorer(config).bowl(
      1,
      'Rabada',
      { batter: 'Shaw', nonStriker: 'Dhawan', extras: { wides: 1 } },
      { runs: 4, extras: { noBalls: 1 } },
      { extras: { wides: 5 } },
    );
    const [innings] = card(scorer);
    expect(innings).toMatchObject({ runs: 11, legalBalls: 0, overs: '0' });
    expect(innings.extras).toEqual({ wides: 6, noBalls: 1, byes: 0, legByes: 0, penalty: 0, total: 7 });
    expect(innings.batting[0]).toMatchObject({ player: 'Shaw', runs: 4, balls: 1, fours: 1 });
    expect(innings.bowling[0]).toMatchObject({ player: 'Rabada', legalBalls: 0, runs: 11, wides: 2, noBalls: 1 });
  });

  it('byes, leg-byes and penalty runs count in the total but not against the bowler', () => {
    const scorer = new Scorer(config).bowl(
      1,
      'Rabada',
      { batter: 'Shaw', nonStriker: 'Dhawan', extras: { byes: 4 } },
      { extras: { legByes: 1 } },
      { runs: 2, extras: { penalty: 5 } },
    );
    const [innings] = card(scorer);
    expect(innings).toMatchObject({ runs: 12, legalBalls: 3 });
    expect(innings.bowling[0]).toMatchObject({ runs: 2, legalBalls: 3 });
    expect(innings.batting.map(({ player, runs, balls }) => [player, runs, balls])).toEqual([
      ['Shaw', 0, 2],
      ['Dhawan', 2, 1],
    ]);
  });

  it('credits the bowler only with his own wickets; retired hurt is no wicket, retired out is', () => {
    const scorer = new Scorer(config).bowl(
      1,
      'Rabada',
      { batter: 'Shaw', nonStriker: 'Dhawan', out: 'caught', fielders: ['Rahul'] },
      { batter: 'Iyer', out: 'run out', playerOut: 'Dhawan', fielders: ['Pooran', 'Rahul'] },
      { batter: 'Iyer', nonStriker: 'Pant', out: 'retired hurt' },
      { batter: 'Stoinis', out: 'retired out' },
    );
    const [innings] = card(scorer);
    expect(innings).toMatchObject({ wickets: 3, legalBalls: 4 });
    expect(innings.bowling[0]).toMatchObject({ wickets: 1 });
    expect(innings.batting.map((entry) => entry.dismissal?.text ?? 'not out')).toEqual([
      'c Rahul b Rabada',
      'run out (Pooran/Rahul)',
      'retired hurt',
      'not out',
      'retired out',
    ]);
    expect(innings.fallOfWickets.map((fall) => fall.player)).toEqual(['Shaw', 'Dhawan', 'Stoinis']);
    expect(innings.yetToBat).toEqual([]);
  });

  it('rotates the strike on runs actually run and at the end of the over', () => {
    const scorer = new Scorer(config).bowl(1, 'Rabada', { batter: 'Shaw', nonStriker: 'Dhawan', runs: 1 });
    const striker = () => scorer.state.innings[0].striker;
    expect(striker()).toBe('Dhawan');
    scorer.bowl(1, 'Rabada', 4);
    expect(striker()).toBe('Dhawan');
    scorer.bowl(1, 'Rabada', { extras: { wides: 2 } });
    expect(striker()).toBe('Shaw');
    scorer.bowl(1, 'Rabada', { extras: { legByes: 3 } });
    expect(striker()).toBe('Dhawan');
    scorer.bowl(1, 'Rabada', { runs: 1, extras: { noBalls: 1 } });
    expect(striker()).toBe('Shaw');
    scorer.bowl(1, 'Rabada', { extras: { penalty: 5 } }, 2);
    expect(striker()).toBe('Shaw');
    scorer.bowl(1, 'Rabada', 0);
    // The sixth legal ball: a dot, and the other batter faces the next over.
    expect(scorer.state.innings[0]).toMatchObject({ legalBalls: 6, striker: 'Dhawan', nonStriker: 'Shaw' });
  });

  it('a maiden is a complete over by one bowler conceding nothing: leg-byes do not spoil it, a wide does', () => {
    const scorer = new Scorer(config)
      .bowl(1, 'Rabada', 0, { extras: { legByes: 1 } }, 0, 0, 0, 0)
      .bowl(1, 'Nortje', 0, 0, { extras: { wides: 1 } }, 0, 0, 0, 0)
      .bowl(1, 'Rabada', 0, 0, 0)
      .bowl(1, 'Ashwin', 0, 0, 0)
      .bowl(1, 'Nortje', 0, 0, 0, 0, 0, 0)
      .bowl(1, 'Ashwin', 0, 0);
    const maidens = Object.fromEntries(card(scorer)[0].bowling.map((entry) => [entry.player, entry.maidens]));
    // Rabada's second over was finished by Ashwin: nobody's maiden; Ashwin's last over is not complete.
    expect(maidens).toEqual({ Rabada: 1, Nortje: 1, Ashwin: 0 });
  });

  it('prints fall of wickets, partnerships, runs per over and a commentary line per ball', () => {
    const ball = (batter: string, runs: number) => ({
      batter,
      nonStriker: batter === 'Shaw' ? 'Dhawan' : 'Shaw',
      runs,
    });
    const scorer = new Scorer(config)
      .bowl(1, 'Rabada', ...[4, 4, 4, 4, 0, 0].map((runs) => ball('Shaw', runs)))
      .bowl(1, 'Nortje', ...[0, 0, 0, 0, 0, 0].map((runs) => ball('Dhawan', runs)))
      .bowl(1, 'Rabada', ball('Shaw', 6), ball('Shaw', 1), {
        ...ball('Dhawan', 0),
        out: 'run out',
        playerOut: 'Shaw',
        fielders: ['Pant'],
      })
      .bowl(1, 'Rabada', { batter: 'Dhawan', nonStriker: 'Iyer', out: 'stumped', fielders: ['Rahul'] });
    const [innings] = card(scorer);
    expect(innings.fallOfWickets.map((fall) => fall.text)).toEqual(['1-23 (Shaw, 2.3 ov)', '2-23 (Dhawan, 2.4 ov)']);
    expect(innings.partnerships).toEqual([
      { wicket: 1, batters: ['Shaw', 'Dhawan'], runs: 23, legalBalls: 15, unbroken: false },
      { wicket: 2, batters: ['Dhawan', 'Iyer'], runs: 0, legalBalls: 1, unbroken: false },
    ]);
    expect(innings.runsPerOver).toEqual([
      { over: 1, runs: 16, wickets: 0, total: 16 },
      { over: 2, runs: 0, wickets: 0, total: 16 },
      { over: 3, runs: 7, wickets: 2, total: 23 },
    ]);
    expect(innings.commentary.map((line) => line.text)).toEqual(
      expect.arrayContaining([
        '0.1 Rabada to Shaw, FOUR',
        '1.6 Nortje to Dhawan, no run',
        '2.1 Rabada to Shaw, SIX',
        '2.2 Rabada to Shaw, 1 run',
        '2.3 Rabada to Dhawan, OUT, Shaw run out (Pant)',
        '2.4 Rabada to Dhawan, OUT, Dhawan st Rahul b Rabada',
      ]),
    );
    expect(innings.commentary).toHaveLength(16);
    expect(innings.bowling.find((entry) => entry.player === 'Nortje')).toMatchObject({ maidens: 1, economy: 0 });
    expect(innings.batting.find((entry) => entry.player === 'Shaw')).toMatchObject({
      runs: 23,
      balls: 8,
      strikeRate: 287.5,
    });
    expect(innings.yetToBat).toEqual(['Pant', 'Stoinis']);
  });

  it('writes every dismissal as a scorecard does', () => {
    const text = (kind: Parameters<typeof dismissalText>[0]['kind'], fielders: string[] = [], substitutes?: string[]) =>
      dismissalText({ kind, fielders, substitutes }, 'Rabada');
    expect(text('bowled')).toBe('b Rabada');
    expect(text('caught', ['Pant'])).toBe('c Pant b Rabada');
    expect(text('caught', ['Pant'], ['Pant'])).toBe('c sub (Pant) b Rabada');
    expect(text('caught and bowled')).toBe('c & b Rabada');
    expect(text('lbw')).toBe('lbw b Rabada');
    expect(text('stumped', ['Pant'])).toBe('st Pant b Rabada');
    expect(text('hit wicket')).toBe('hit wicket b Rabada');
    expect(text('run out', ['Jadeja'])).toBe('run out (Jadeja)');
    expect(text('retired hurt')).toBe('retired hurt');
    expect(text('obstructing the field')).toBe('obstructing the field');
    expect(text('timed out')).toBe('timed out');
  });

  it('writes overs as cricket does', () => {
    expect(oversText(118)).toBe('19.4');
    expect(oversText(120)).toBe('20');
    expect(oversText(0)).toBe('0');
    expect(oversToBalls('16.3')).toBe(99);
    expect(oversToBalls(12)).toBe(72);
    expect(() => oversToBalls('16.6')).toThrow(RangeError);
  });
});
