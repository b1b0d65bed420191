// Matches as the server pushes them over the live subscriptions, for tests of the pages that follow them.

export const team = (id: number, name: string) => ({
  __typename: 'Team',
  id,
  name,
  crestUrl: null,
  primaryColor: null,
  secondaryColor: null,
});
export const tournamentRef = {
  __typename: 'Tournament',
  id: 3,
  name: 'Island Hoops',
  sport: 'points',
  ballsPerOver: 6,
  oversPerInnings: 20,
};

/** A points match as the server sends it, typenames included so Apollo's cache normalises it. */
export function pushedMatch(fields: Record<string, unknown> = {}) {
  return {
    __typename: 'Match',
    id: 7,
    seq: 1,
    status: 'in_progress',
    scheduledDate: '2026-11-22T18:00:00.000Z',
    venue: 'Beausejour Court',
    roundNumber: 1,
    roundLabel: 'Round 1',
    matchNumber: 1,
    updatedAt: '2026-11-22T18:30:00.000Z',
    homeTeamScore: 87,
    awayTeamScore: 64,
    homeWickets: null,
    awayWickets: null,
    homeBalls: null,
    awayBalls: null,
    homeAllOut: false,
    awayAllOut: false,
    battedFirst: null,
    resultKind: null,
    revisedOvers: null,
    revisedTarget: null,
    winnerTeamId: null,
    winnerTeam: null,
    homeTeam: team(1, 'Harbour Lights'),
    awayTeam: team(2, 'Blue Mountain'),
    tournament: tournamentRef,
    ...fields,
  };
}
