import { describe, expect, it } from 'vitest';
import { InputError } from '../../../server/src/core/errors.js';
import { ResultKind, Side, type Match } from '../../../server/src/modules/matches/match.entity.js';
import { deriveOutcome } from '../../../server/src/modules/matches/match-rules.js';
import { Sport, TournamentType, type Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';

function refusal(sport: Sport, score: Partial<Match>): string {
  const tournament = { sport, tournamentType: TournamentType.knockout } as Tournament;
  try {
    deriveOutcome({ battedFirst: Side.home, ...score }, tournament);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).message;
  }
  throw new Error('A level knockout match was completed');
}

/** Until tie-breaks can be scored, a level knockout match is refused with what to do instead. */
describe('a knockout match level at full time', () => {
  it('football: says penalties cannot be recorded yet and what to do instead', () => {
    const message = refusal(Sport.football, { homeTeamScore: 1, awayTeamScore: 1 });
    expect(message).toMatch(/knockout match cannot be completed with level scores/);
    expect(message).toMatch(/Penalties can’t be recorded in Pitchside yet: leave the match in progress/);
    expect(message).toMatch(/tell the tournament organiser/);
  });

  it('cricket: level runs point to the super over, whichever result kind was chosen', () => {
    for (const resultKind of [ResultKind.normal, ResultKind.tie]) {
      const message = refusal(Sport.cricket, { homeTeamScore: 150, awayTeamScore: 150, resultKind });
      expect(message).toMatch(/A super over can’t be recorded in Pitchside yet: leave the match in progress/);
    }
  });

  it('other sports: a tie-break, not penalties', () => {
    expect(refusal(Sport.points, { homeTeamScore: 2, awayTeamScore: 2 })).toMatch(/A tie-break can’t be recorded/);
  });
});
