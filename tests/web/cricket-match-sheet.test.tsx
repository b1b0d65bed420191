import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/system';
import { CricketScorecard } from '../../web/src/features/matches/centre/CricketCentre';
import { CricketMatchInfo, CricketXIs } from '../../web/src/features/matches/centre/CricketSheet';
import { MatchCentre } from '../../web/src/features/matches/centre/MatchCentre';
import { MatchCentreCricketQuery, MatchCentreSidesQuery } from '../../web/src/features/matches/centre/queries';
import type { MatchCentreCricketSheetFragment, MatchCentreInningsFragment } from '../../web/src/gql/graphql';

const knights = { id: 1, name: 'Trinbago Knight Riders' };
const patriots = { id: 2, name: 'St Kitts Patriots' };
const person = (id: number, name = `Player ${id}`) => ({ id, name });
const xi = (from: number) => Array.from({ length: 11 }, (_, index) => person(from + index));

const sheet: MatchCentreCricketSheetFragment = {
  toss: { text: 'Trinbago Knight Riders won the toss and chose to field' },
  playingXIs: [
    { team: knights, players: xi(1), substitutes: [person(12)], cameIn: [person(13, 'Akeal Hosein')] },
    { team: patriots, players: xi(101), substitutes: [], cameIn: [] },
  ],
  officials: {
    umpires: ['Joel Wilson', 'Gregory Brathwaite'],
    tvUmpires: ['Nigel Duguid'],
    reserveUmpires: [],
    matchReferees: ['Richie Richardson'],
  },
  playerOfMatch: [person(3, 'Nicholas Pooran')],
};

/** The Patriots' innings, closed at 152/6 off 20 overs with five of the XI not in. */
const innings: MatchCentreInningsFragment = {
  number: 1,
  superOver: false,
  battingTeam: patriots,
  runs: 152,
  wickets: 6,
  legalBalls: 120,
  overs: '20',
  target: null,
  closed: 'overs',
  allOut: false,
  runsNeeded: null,
  ballsLeft: null,
  requiredRunRate: null,
  extras: { wides: 4, noBalls: 1, byes: 0, legByes: 2, penalty: 0, total: 7 },
  striker: null,
  nonStriker: null,
  currentBowler: null,
  thisOver: null,
  batting: [
    {
      player: { name: 'Player 101' },
      runs: 64,
      balls: 41,
      fours: 6,
      sixes: 3,
      strikeRate: 156.1,
      dismissal: { text: 'c Player 2 b Player 5' },
    },
  ],
  bowling: [],
  fallOfWickets: [],
  partnerships: [],
  yetToBat: [person(107), person(108)],
  runsPerOver: [],
  powerplays: [{ text: 'Powerplay (overs 1-6): 52/1' }],
  reviews: [
    {
      ball: '3.2',
      team: patriots,
      text: 'Review (Player 101), umpire Joel Wilson: struck down',
    },
  ],
  replacements: [
    {
      ball: '10.1',
      text: 'Impact player: Akeal Hosein in for Player 11',
    },
  ],
  commentary: [],
};

const wrap = (node: ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);

describe('the cricket match sheet on the match page', () => {
  it('opens the scorecard with the toss and the player of the match', () => {
    wrap(<CricketMatchInfo sheet={sheet} />);
    expect(screen.getByTestId('cricket-toss').textContent).toBe(
      'Toss: Trinbago Knight Riders won the toss and chose to field',
    );
    expect(screen.getByTestId('player-of-match').textContent).toBe('Player of the match: Nicholas Pooran');
  });

  it('shows only what was recorded, and nothing before the toss', () => {
    const { container } = wrap(<CricketMatchInfo sheet={{ ...sheet, toss: null }} />);
    expect(screen.queryByTestId('cricket-toss')).toBeNull();
    expect(screen.getByTestId('player-of-match')).toBeTruthy();
    container.remove();
    wrap(<CricketMatchInfo sheet={{ ...sheet, toss: null, playerOfMatch: [] }} />);
    expect(screen.queryByTestId('cricket-match-info')).toBeNull();
  });

  it('lists each XI in order, the substitutes, who came in and why, and the officials', () => {
    wrap(<CricketXIs sheet={sheet} />);
    const [home, away] = screen.getAllByTestId('cricket-xi');
    expect(within(home).getByRole('heading').textContent).toBe('Trinbago Knight Riders');
    const players = within(home).getAllByTestId('xi-player');
    expect(players).toHaveLength(11);
    expect(players[0].textContent).toBe('1Player 1');
    expect(players[10].textContent).toBe('11Player 11');
    expect(within(home).getByTestId('xi-substitutes').textContent).toBe('Substitutes: Player 12');
    expect(within(home).getByTestId('xi-came-in').textContent).toBe('Came in: Akeal Hosein');
    // A side with no substitutes named and nobody brought in shows its XI alone.
    expect(within(away).queryByTestId('xi-substitutes')).toBeNull();
    expect(within(away).queryByTestId('xi-came-in')).toBeNull();
    expect(screen.getByTestId('cricket-officials').textContent).toBe(
      'Umpires: Joel Wilson, Gregory Brathwaite · TV umpire: Nigel Duguid · Match referee: Richie Richardson',
    );
  });

  it('prints the powerplays, reviews and replacements under a closed innings’ "Did not bat"', () => {
    wrap(<CricketScorecard innings={[innings]} empty="No balls bowled yet." />);
    expect(screen.getByTestId('yet-to-bat').textContent).toBe('Did not bat: Player 107, Player 108');
    expect(screen.getByTestId('powerplays').textContent).toBe('Powerplay (overs 1-6): 52/1');
    expect(screen.getByTestId('reviews').textContent).toBe(
      'Reviews: 3.2 St Kitts Patriots: Review (Player 101), umpire Joel Wilson: struck down',
    );
    expect(screen.getByTestId('replacements').textContent).toBe(
      'Replacements: 10.1 Impact player: Akeal Hosein in for Player 11',
    );
  });

  it('says "Yet to bat" while the innings is open, and leaves out notes it has none of', () => {
    wrap(
      <CricketScorecard
        innings={[{ ...innings, closed: null, powerplays: [], reviews: [], replacements: [] }]}
        empty="No balls bowled yet."
      />,
    );
    expect(screen.getByTestId('yet-to-bat').textContent).toBe('Yet to bat: Player 107, Player 108');
    expect(screen.queryByTestId('powerplays')).toBeNull();
    expect(screen.queryByTestId('reviews')).toBeNull();
    expect(screen.queryByTestId('replacements')).toBeNull();
  });
});

describe('the cricket match centre', () => {
  const centre = (cricketSheet: MatchCentreCricketSheetFragment | null) =>
    render(
      <ChakraProvider value={system}>
        <MockedProvider
          mocks={[
            {
              request: { query: MatchCentreCricketQuery, variables: { id: 40 } },
              result: {
                data: {
                  match: {
                    // The fragments spread on these types match only what names its type.
                    __typename: 'Match',
                    id: 40,
                    importedFromCricsheet: false,
                    innings: [{ __typename: 'Innings', ...innings }],
                  },
                },
              },
            },
            {
              request: { query: MatchCentreSidesQuery, variables: { id: 40 } },
              result: {
                data: {
                  match: {
                    __typename: 'Match',
                    id: 40,
                    lineups: [
                      { side: 'home', team: knights, players: [{ ...person(1), shirtNumber: 7, position: null }] },
                    ],
                    football: null,
                    footballLineups: [],
                    footballOfficials: null,
                    footballStats: null,
                    cricketSheet: cricketSheet && { __typename: 'CricketMatchSheet', ...cricketSheet },
                  },
                },
              },
            },
          ]}
        >
          <MatchCentre
            matchId={40}
            seq={0}
            status="completed"
            sport="cricket"
            ballsPerOver={6}
            oversPerInnings={20}
            home={knights.name}
            away={patriots.name}
          />
        </MockedProvider>
      </ChakraProvider>,
    );

  it('reads the sheet with the sides (refetched on each seq): the toss on the scorecard, the XIs under Line-ups', async () => {
    centre(sheet);
    expect((await screen.findByTestId('cricket-toss')).textContent).toContain('chose to field');
    // The scorecard's innings come from a query of their own, which may answer after the sides' one.
    expect(await screen.findByTestId('powerplays')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Line-ups' }));
    expect(await screen.findAllByTestId('cricket-xi')).toHaveLength(2);
    expect(screen.getByTestId('cricket-officials')).toBeTruthy();
    expect(screen.queryByTestId('lineups')).toBeNull();
  });

  it('falls back to the squads when no XI is named', async () => {
    centre({ toss: null, playingXIs: [], officials: null, playerOfMatch: [] });
    await screen.findByTestId('innings-total');
    expect(screen.queryByTestId('cricket-match-info')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Line-ups' }));
    expect(await screen.findByTestId('lineups')).toBeTruthy();
    expect(screen.queryByTestId('cricket-xi')).toBeNull();
  });
});
