import { TestClient } from '../../support/client.js';
import type { TestServer } from '../../support/server.js';

type DemoMatch = {
  id: number;
  status: string;
  homeTeam: { name: string } | null;
  awayTeam: { name: string } | null;
};

/** Ids and facts of the demo data, read through the public API the pages use. */
export async function readDemo(site: TestServer) {
  const client = new TestClient(site.url);
  const { data } = await client.gql<{
    publicTournaments: { id: number; name: string }[];
    siteStatistics: { activeTournaments: number; totalMatches: number; liveMatches: number };
    upcomingMatches: { id: number }[];
  }>(`{
    publicTournaments { id name }
    siteStatistics { activeTournaments totalMatches liveMatches }
    upcomingMatches(first: 50) { id }
  }`);
  const tournamentId = (name: string) => data!.publicTournaments.find((tournament) => tournament.name === name)!.id;
  const matchesOf = async (id: number) =>
    (
      await client.gql<{ tournamentMatches: DemoMatch[] }>(
        `query($id: Int!) { tournamentMatches(tournamentId: $id) { id status homeTeam { name } awayTeam { name } } }`,
        { id },
      )
    ).data!.tournamentMatches;
  const findMatch = (matches: DemoMatch[], home: string, away: string) =>
    matches.find((match) => match.homeTeam?.name === home && match.awayTeam?.name === away)!.id;
  const islandCup = tournamentId('Island Cup T20');
  const shield = tournamentId('Caribbean Football Shield');
  const cpl = tournamentId('CPL 2023 League Stage');
  const cupMatches = await matchesOf(islandCup);
  const shieldMatches = await matchesOf(shield);
  return {
    client,
    statistics: data!.siteStatistics,
    upcomingCount: data!.upcomingMatches.length,
    tournaments: { islandCup, shield, cpl },
    matches: {
      cupLive: findMatch(cupMatches, 'Harbour Lights XI', 'Blue Mountain CC'),
      cupWon: findMatch(cupMatches, 'Harbour Lights XI', 'Coral Reef Cricketers'),
      cupChased: findMatch(cupMatches, 'Blue Mountain CC', 'Sunset Bay Cricket'),
      cupPostponed: findMatch(cupMatches, 'Coral Reef Cricketers', 'Blue Mountain CC'),
      shieldCancelled: findMatch(shieldMatches, 'Essequibo Stars FC', 'Coral Reef FC'),
      shieldDraw: findMatch(shieldMatches, 'Blue Mountain Rovers FC', 'Sunset Bay United'),
    },
  };
}
