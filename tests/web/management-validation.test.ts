import { describe, expect, it } from 'vitest';
import {
  parseMoney,
  tieBreakersOfForm,
  validatePlayer,
  validateTeam,
  validateTournament,
  type TournamentForm,
} from '../../web/src/features/management/validation';

const tournament: TournamentForm = {
  name: 'Island Cup',
  sport: 'football',
  tournamentType: 'round_robin',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  registrationDeadline: '',
  maxTeams: '',
  entryFee: '',
  prizePool: '',
  rules: '',
  venueInfo: '',
  description: '',
  oversPerInnings: '20',
  ballsPerOver: '6',
  tieBreakers: '',
  pointsForWin: '',
  pointsForDraw: '',
  pointsForLoss: '',
  pointsForNoResult: '',
  knockoutDecider: '',
};

describe('management form checks', () => {
  it('turns an unparsable fee into 0', () => {
    expect(parseMoney('')).toBe(0);
    expect(parseMoney('free')).toBe(0);
    expect(parseMoney('12.50')).toBe(12.5);
  });

  it('applies the tournament rules with the spec messages', () => {
    expect(validateTournament(tournament)).toEqual({});
    expect(validateTournament({ ...tournament, name: ' ' })).toEqual({ name: 'Tournament name is required' });
    expect(validateTournament({ ...tournament, maxTeams: '1' })).toEqual({ maxTeams: 'Max teams must be at least 2' });
    expect(validateTournament({ ...tournament, endDate: '2026-11-30' })).toEqual({
      endDate: 'End date must be on or after the start date',
    });
    expect(validateTournament({ ...tournament, entryFee: '-1' })).toEqual({ entryFee: 'Entry fee must be 0 or more' });
  });

  it('checks the ranking rules and points per result the organiser picked', () => {
    const laLiga = 'POINTS,HEAD_TO_HEAD_POINTS,HEAD_TO_HEAD_GOAL_DIFFERENCE,GOAL_DIFFERENCE,GOALS_FOR';
    expect(validateTournament({ ...tournament, tieBreakers: laLiga, pointsForWin: '2' })).toEqual({});
    expect(validateTournament({ ...tournament, tieBreakers: 'POINTS,NET_RUN_RATE' })).toEqual({
      tieBreakers: 'Net run rate ranks cricket tables only',
    });
    expect(validateTournament({ ...tournament, pointsForLoss: '-1' })).toEqual({
      pointsForLoss: 'Points for a loss must be a whole number from 0 to 10',
    });
    // The sport's own order is kept as "default", so changing sport later changes the ranking with it.
    expect(
      tieBreakersOfForm(
        [
          'POINTS',
          'GOAL_DIFFERENCE',
          'GOALS_FOR',
          'HEAD_TO_HEAD_POINTS',
          'HEAD_TO_HEAD_GOAL_DIFFERENCE',
          'HEAD_TO_HEAD_GOALS_FOR',
        ],
        'football',
      ),
    ).toBe('');
    expect(tieBreakersOfForm(laLiga.split(','), 'football')).toBe(laLiga);
  });

  it('takes a knockout decider the sport allows', () => {
    expect(validateTournament({ ...tournament, knockoutDecider: 'PENALTIES' })).toEqual({});
    expect(validateTournament({ ...tournament, knockoutDecider: 'SUPER_OVER' })).toEqual({
      knockoutDecider: 'A football match is settled by EXTRA_TIME_AND_PENALTIES or PENALTIES or REPLAY',
    });
    expect(validateTournament({ ...tournament, sport: 'cricket', knockoutDecider: 'SUPER_OVER' })).toEqual({});
  });

  it('needs a team name and a club', () => {
    const team = {
      name: '',
      clubId: '',
      managerId: '',
      coachId: '',
      sport: '',
      description: '',
      homeGround: '',
      foundedDate: '',
      primaryColor: '',
      secondaryColor: '',
    };
    expect(validateTeam(team)).toEqual({ name: 'Team name is required', clubId: 'Club is required' });
  });

  it('takes kit colours as #rrggbb hex codes, naming the field that is not', () => {
    const team = {
      name: 'Harbour Lights XI',
      clubId: '3',
      managerId: '',
      coachId: '',
      sport: '',
      description: '',
      homeGround: '',
      foundedDate: '',
      primaryColor: '#0E7490',
      secondaryColor: '',
    };
    expect(validateTeam(team)).toEqual({});
    expect(validateTeam({ ...team, primaryColor: 'teal', secondaryColor: '#fff' })).toEqual({
      primaryColor: 'Enter the primary colour as a hex code such as #0e7490',
      secondaryColor: 'Enter the secondary colour as a hex code such as #f97316',
    });
  });

  it('refuses a taken jersey and a captain who is also vice-captain', () => {
    const player = { name: 'A', userId: '', jerseyNumber: '7', position: '', isCaptain: true, isViceCaptain: true };
    expect(validatePlayer(player, [7])).toEqual({
      jerseyNumber: 'Jersey number 7 is already taken in this team',
      isViceCaptain: 'The captain cannot also be the vice-captain',
    });
  });
});
