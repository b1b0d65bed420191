import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/system';
import { MyMatchesQuery, MyMatchesRoute } from '../../web/src/features/mine/MyMatchesRoute';
import { MyTeamsQuery, MyTeamsRoute } from '../../web/src/features/mine/MyTeamsRoute';

const team = (id: number, name: string) => ({
  __typename: 'Team' as const,
  id,
  name,
  crestUrl: null,
  primaryColor: null,
  secondaryColor: null,
});
const tournament = {
  __typename: 'Tournament' as const,
  id: 4,
  name: 'Caribbean Football Shield',
  sport: 'football',
  ballsPerOver: 6,
};

function match(id: number, status: string, scheduledDate: string | null, score: [number, number] | null = null) {
  return {
    __typename: 'Match' as const,
    id,
    status,
    scheduledDate,
    venue: 'National Stadium',
    roundNumber: 1,
    roundLabel: 'Round 1',
    homeTeamScore: score?.[0] ?? null,
    awayTeamScore: score?.[1] ?? null,
    homeWickets: null,
    awayWickets: null,
    homeAllOut: false,
    awayAllOut: false,
    homeBalls: null,
    awayBalls: null,
    battedFirst: null,
    winnerTeamId: score && score[0] > score[1] ? 1 : null,
    homeTeam: team(1, 'Sunset Bay United'),
    awayTeam: team(2, 'Coral Reef FC'),
    tournament,
  };
}

function page(children: ReactNode, mocks: MockLink.MockedResponse[]) {
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>{children}</MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('My teams', () => {
  it('shows each team with its next fixtures and recent results', async () => {
    page(<MyTeamsRoute />, [
      {
        request: { query: MyTeamsQuery },
        result: {
          data: {
            myTeamFixtures: [
              {
                __typename: 'MyTeam',
                team: { ...team(1, 'Sunset Bay United'), homeGround: 'Sunset Park' },
                relations: ['player'],
                upcoming: [match(11, 'scheduled', '2030-01-05T15:00:00.000Z')],
                recent: [match(10, 'completed', '2026-01-05T15:00:00.000Z', [2, 1])],
              },
            ],
          },
        },
      },
    ]);
    const section = await screen.findByTestId('my-team');
    expect(within(section).getByRole('heading', { name: 'Sunset Bay United' })).toBeTruthy();
    expect(within(section).getByText('Player')).toBeTruthy();
    const next = within(section).getByTestId('section-team-1-next');
    expect(within(next).getByRole('link').getAttribute('href')).toBe('/match/11');
    const results = within(section).getByTestId('section-team-1-results');
    expect(within(results).getByRole('link').getAttribute('href')).toBe('/match/10');
  });

  it('says how to get on a team when the person is on none', async () => {
    page(<MyTeamsRoute />, [{ request: { query: MyTeamsQuery }, result: { data: { myTeamFixtures: [] } } }]);
    expect(await screen.findByText('You are not on a team yet')).toBeTruthy();
  });
});

describe('My matches', () => {
  it('splits today, upcoming and recent, each with its scoring pad', async () => {
    const now = new Date();
    page(<MyMatchesRoute />, [
      {
        request: { query: MyMatchesQuery },
        result: {
          data: {
            myMatches: {
              __typename: 'MyMatches',
              upcoming: [
                match(21, 'in_progress', null),
                match(22, 'scheduled', new Date(now.getTime() + 60_000).toISOString()),
                match(23, 'scheduled', '2099-03-01T15:00:00.000Z'),
              ],
              recent: [match(20, 'completed', '2026-01-05T15:00:00.000Z', [1, 0])],
            },
          },
        },
      },
    ]);
    const pads = (id: string) =>
      within(screen.getByTestId(`section-${id}`))
        .getAllByRole('link', { name: /scoring pad/ })
        .map((link) => link.getAttribute('href'));
    await screen.findByTestId('section-today');
    // The 60-second-later match is today unless the test runs a minute before midnight.
    const todayExpected =
      new Date(now.getTime() + 60_000).getDate() === now.getDate()
        ? ['/matches/21/score', '/matches/22/score']
        : ['/matches/21/score'];
    expect(pads('today')).toEqual(todayExpected);
    expect(pads('upcoming')).toContain('/matches/23/score');
    expect(pads('recent')).toEqual(['/matches/20/score']);
  });
});

describe('an unknown team or tournament id on a management page', () => {
  it('shows the not-found page titled by what was asked for', async () => {
    const { DetailPageStatus } = await import('../../web/src/features/management/ManagementDetailPage');
    const { CombinedGraphQLErrors } = await import('@apollo/client/errors');
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Team not found', extensions: { code: 'NOT_FOUND' } }],
    });
    page(<DetailPageStatus error={error} noun="team" loadingLabel="Loading roster" />, []);
    expect(screen.getByRole('heading', { name: 'Team Not Found' })).toBeTruthy();
    expect(screen.getByText("The team you're looking for doesn't exist.")).toBeTruthy();
  });
});
