import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamRoute } from '../../web/src/features/team/TeamRoute';
import { pushedMatch, team } from './support/pushed-match';
import { recordingClient, renderWithClient } from './support/recording-client';

// The team page reads a page of each list, never every match the team has played: "Show more" is the page
// at an address asking for a longer list (team-page-more.test.tsx).

const harbour = team(1, 'Harbour Lights');

/** A completed match of Harbour Lights, `won` or lost, numbered newest first. */
function result(id: number, won: boolean) {
  return pushedMatch({
    id,
    status: 'completed',
    winnerTeamId: won ? 1 : 2,
    scheduledDate: new Date(Date.UTC(2026, 10, 30 - (id - 100))).toISOString(),
  });
}

/** A page of a match list as the server answers it. */
function page(nodes: object[], hasNextPage: boolean) {
  return { __typename: 'MatchConnection', nodes, pageInfo: { __typename: 'PageInfo', hasNextPage } };
}

const teamAnswer = {
  ...harbour,
  homeGround: 'Queen’s Park Oval',
  club: null,
  members: [],
  tournaments: [{ __typename: 'Tournament', id: 3, name: 'Island Hoops' }],
};

describe('the team page', () => {
  it('shows ten results and the form of the last five, with a link to more only where there is more', async () => {
    // Won, lost, won... newest first.
    const firstPage = Array.from({ length: 10 }, (_, index) => result(101 + index, index % 2 === 0));
    const { client, sent } = recordingClient({
      TeamPage: () => ({
        publicTeam: teamAnswer,
        fixtures: page([], false),
        results: page(firstPage, true),
      }),
    });
    renderWithClient(client, <TeamRoute />, { path: '/team/1', route: '/team/:id' });

    const section = await screen.findByTestId('section-results');
    expect(document.title).toBe('Harbour Lights · Pitchside');
    expect(within(section).getAllByTestId('match-card')).toHaveLength(10);
    expect(sent.find((entry) => entry.operationName === 'TeamPage')?.variables).toEqual({
      id: 1,
      fixtures: 10,
      results: 10,
    });
    // Oldest first: matches 105, 104, 103, 102, 101 were won, lost, won, lost, won.
    expect(screen.getByRole('img', { name: 'Last 5, oldest first: Win, Loss, Win, Loss, Win' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Island Hoops' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Show more fixtures' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Show more results' }).getAttribute('href')).toBe('/team/1?results=20');
  });

  it('goes live: a score redraws its card, a kick-off of its next fixture reads the lists again', async () => {
    const live = pushedMatch({ id: 7, homeTeamScore: 87, awayTeamScore: 64 });
    const next = pushedMatch({ id: 8, status: 'scheduled', homeTeamScore: null, awayTeamScore: null });
    const kickedOff = { ...next, status: 'in_progress', homeTeamScore: 0, awayTeamScore: 0 };
    let answers = 0;
    const { client, count, push } = recordingClient({
      TeamPage: () => {
        answers += 1;
        // Once the fixture has kicked off, the server lists it as live.
        const fixtures = answers > 1 ? [live, kickedOff] : [live, next];
        return { publicTeam: teamAnswer, fixtures: page(fixtures, false), results: page([], false) };
      },
    });
    renderWithClient(client, <TeamRoute />, { path: '/team/1', route: '/team/:id' });
    const fixtures = await screen.findByTestId('section-fixtures');
    expect(within(fixtures).getAllByTestId('match-card')).toHaveLength(2);
    await waitFor(() => expect(count('LiveMatches')).toBe(1));

    push('LiveMatches', { liveMatchesUpdated: { ...live, homeTeamScore: 91 } });
    await waitFor(() => expect(within(fixtures).getByText('91')).toBeTruthy());
    expect(count('TeamPage')).toBe(1);

    push('LiveMatches', { liveMatchesUpdated: kickedOff });
    await waitFor(() => expect(count('TeamPage')).toBe(2));
    await waitFor(() => expect(within(fixtures).getAllByText('LIVE')).toHaveLength(2));
  });
});
