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
