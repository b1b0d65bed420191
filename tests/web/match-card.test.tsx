import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MatchCard } from '../../web/src/features/matches/MatchCard';
import type { MatchCard_MatchFragment } from '../../web/src/gql/graphql';
import { recordingClient, renderWithClient } from './support/recording-client';

function groupMatch(roundLabel: string | null): MatchCard_MatchFragment {
  const side = (id: number, name: string) => ({
    id,
    name,
    crestUrl: null,
    primaryColor: null,
    secondaryColor: null,
  });
  return {
    id: 12,
    seq: 0,
    status: 'scheduled',
    scheduledDate: '2026-12-05T22:00:00.000Z',
    venue: 'Kensington Oval',
    roundLabel,
    homeTeamScore: null,
    awayTeamScore: null,
    homeWickets: null,
    awayWickets: null,
    homeAllOut: false,
    awayAllOut: false,
    homeBalls: null,
    awayBalls: null,
    battedFirst: null,
    winnerTeamId: null,
    homeTeam: side(1, 'Harbour United'),
    awayTeam: side(2, 'Speightstown FC'),
    tournament: { id: 3, name: 'Island Cup', sport: 'football', ballsPerOver: 6 },
  };
}

describe('a match card within its tournament', () => {
  it('names the round as fans do ("Group A, matchday 1"), worded by the server', () => {
    renderWithClient(
      recordingClient({}).client,
      <MatchCard match={groupMatch('Group A, matchday 1')} showTournament={false} />,
    );
    expect(screen.getByText('Group A, matchday 1')).toBeTruthy();
    expect(screen.queryByText(/^Round \d/)).toBeNull();
  });

  it('shows no round line for a match outside any round', () => {
    renderWithClient(recordingClient({}).client, <MatchCard match={groupMatch(null)} showTournament={false} />);
    expect(screen.getByText('Harbour United')).toBeTruthy();
    expect(screen.queryByText(/matchday|Round/)).toBeNull();
  });
});

describe("a match card on a visitor's page", () => {
  it("marks its match and the seq it shows it at, which the page's script checks a fetched list against", () => {
    renderWithClient(recordingClient({}).client, <MatchCard match={{ ...groupMatch(null), seq: 23 }} />);
    const card = screen.getByTestId('match-card');
    expect(card.getAttribute('data-match-id')).toBe('12');
    expect(card.getAttribute('data-match-seq')).toBe('23');
  });
});
