import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/system';
import { StandingsPageDocument, StandingsRoute } from '../../web/src/features/standings/StandingsRoute';

const row = (position: number, teamId: number, teamName: string, points: number, pointsDeducted: number) => ({
  __typename: 'StandingRow' as const,
  position,
  teamId,
  teamName,
  matchesPlayed: 2,
  wins: 1,
  draws: 0,
  losses: 1,
  noResults: 0,
  points,
  runsFor: 3,
  runsAgainst: 2,
  goalDifference: 1,
  netRunRate: null,
  form: ['W', 'L'],
  pointsDeducted,
});

describe('public standings', () => {
  it('marks a deduction in the points column, explains it in a footnote and names the ranking rules', async () => {
    render(
      <ChakraProvider value={system}>
        <MockedProvider
          mocks={[
            {
              request: { query: StandingsPageDocument, variables: { id: 7 } },
              result: {
                data: {
                  publicTournament: {
                    __typename: 'Tournament',
                    id: 7,
                    name: 'Island League',
                    sport: 'football',
                    tournamentType: 'league',
                    maxTeams: null,
                    prizePool: 0,
                    tieBreakers: ['POINTS', 'HEAD_TO_HEAD_POINTS', 'GOAL_DIFFERENCE'],
                    stages: [],
                    pointsDeductions: [
                      {
                        __typename: 'PointsDeduction',
                        id: 1,
                        teamId: 2,
                        points: 3,
                        reason: 'Fielded an ineligible player',
                      },
                    ],
                  },
                  tournamentTeams: [
                    {
                      __typename: 'Team',
                      id: 1,
                      name: 'Team 1',
                      crestUrl: null,
                      primaryColor: null,
                      secondaryColor: null,
                    },
                    {
                      __typename: 'Team',
                      id: 2,
                      name: 'Team 2',
                      crestUrl: null,
                      primaryColor: null,
                      secondaryColor: null,
                    },
                  ],
                  standings: [row(1, 1, 'Harbour Lights FC', 3, 0), row(2, 2, 'Coral Reef FC', 0, 3)],
                },
              },
            },
          ]}
        >
          <MemoryRouter initialEntries={['/standings/7']}>
            <Routes>
              <Route path="/standings/:tournamentId" element={<StandingsRoute />} />
            </Routes>
          </MemoryRouter>
        </MockedProvider>
      </ChakraProvider>,
    );
    const table = await screen.findByTestId('standings-table');
    expect(document.title).toBe('Island League standings · Pitchside');
    const [, docked] = within(table).getAllByTestId('standings-row');
    expect(within(docked).getByLabelText('points deducted, see note').textContent).toBe('*');
    expect(screen.getByTestId('deductions').textContent).toBe(
      '* Coral Reef FC: 3 points deducted — Fielded an ineligible player',
    );
    expect(screen.getByTestId('ranking-rules').textContent).toBe(
      'Ranked by points, then head-to-head points, then goal difference.',
    );
  });
});
