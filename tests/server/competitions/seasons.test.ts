import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, Side } from '../../../server/src/modules/matches/match.entity.js';
import { KnockoutDecider, Stage, StageFormat } from '../../../server/src/modules/tournaments/stage.entity.js';
import { Sport, TieBreaker, Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Pitch, Venue } from '../../../server/src/modules/tournaments/venue.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { addSeason, arrangeCompetition, play } from './support.js';

const CREATE = `mutation ($input: CompetitionInput!) { createCompetition(input: $input) { id name sport } }`;
const CREATE_TOURNAMENT = `mutation ($input: TournamentInput!) { createTournament(input: $input) { id competitionId competition { id name } } }`;

describe('competitions: who creates them, seasons in them, a new season', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
  });

  async function signedIn(role: Role) {
    const user = await createUser(server.em(), { role });
    const client = new TestClient(server.url);
    await client.signIn(user.email);
    return { user, client };
  }

  it('an organiser creates a competition; a visitor and a player cannot, and nothing is stored', async () => {
    const visitor = await new TestClient(server.url).gql(CREATE, {
      input: { name: 'Island League', sport: 'football' },
    });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { client: player } = await signedIn(Role.player);
    const refused = await player.gql(CREATE, { input: { name: 'Island League', sport: 'football' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { client: organiser } = await signedIn(Role.tournament_creator);
    const blank = await organiser.gql(CREATE, { input: { name: '  ', sport: 'football' } });
    expect(blank.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: 'Competition name is required' },
    });
    const created = await organiser.gql<{ createCompetition: { id: number; name: string; sport: string } }>(CREATE, {
      input: { name: 'Island League', sport: 'football' },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCompetition).toMatchObject({ name: 'Island League', sport: 'football' });
    const mine = await organiser.gql<{ myCompetitions: { name: string }[] }>(`{ myCompetitions { name } }`);
    expect(mine.data!.myCompetitions.map((each) => each.name)).toEqual(['Island League']);
    // Without a season anyone may see, it is the organiser's alone.
    const hidden = await new TestClient(server.url).gql(`query ($id: Int!) { competition(id: $id) { id } }`, {
      id: created.data!.createCompetition.id,
    });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a tournament joins a competition of its own sport, of its own organiser only', async () => {
    const { client: organiser } = await signedIn(Role.tournament_creator);
    const { data } = await organiser.gql<{ createCompetition: { id: number } }>(CREATE, {
      input: { name: 'Windward T20', sport: 'cricket' },
    });
    const competitionId = data!.createCompetition.id;
    const base = {
      name: 'Windward T20 2026',
      startDate: '2026-06-01',
      endDate: '2026-07-01',
      tournamentType: 'league',
    };
    const wrongSport = await organiser.gql(CREATE_TOURNAMENT, { input: { ...base, sport: 'football', competitionId } });
    expect(wrongSport.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { competitionId: 'Windward T20 is a cricket competition; this tournament is football' },
    });
    const { client: stranger } = await signedIn(Role.tournament_creator);
    const foreign = await stranger.gql(CREATE_TOURNAMENT, { input: { ...base, sport: 'cricket', competitionId } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const joined = await organiser.gql<{
      createTournament: { id: number; competitionId: number; competition: { name: string } };
    }>(CREATE_TOURNAMENT, { input: { ...base, sport: 'cricket', competitionId } });
    expect(joined.errors).toBeUndefined();
    expect(joined.data!.createTournament).toMatchObject({ competitionId, competition: { name: 'Windward T20' } });
    // An update that leaves competitionId out keeps it; null takes the tournament out.
    const UPDATE = `mutation ($id: Int!, $input: TournamentInput!) { updateTournament(id: $id, input: $input) { competitionId } }`;
    const id = joined.data!.createTournament.id;
    const kept = await organiser.gql<{ updateTournament: { competitionId: number | null } }>(UPDATE, {
      id,
      input: { ...base, sport: 'cricket', name: 'Windward T20 2026 (renamed)' },
    });
    expect(kept.data!.updateTournament.competitionId).toBe(competitionId);
    const out = await organiser.gql<{ updateTournament: { competitionId: number | null } }>(UPDATE, {
      id,
      input: { ...base, sport: 'cricket', competitionId: null },
    });
    expect(out.data!.updateTournament.competitionId).toBeNull();
  });

  it('"New season" copies the format, rules, stages and venues into a draft with no teams or matches', async () => {
    const under = await arrangeCompetition(server, 'Caribbean T20', Sport.cricket);
    const { season, matches } = await addSeason(under, {
      name: 'Caribbean T20 2025',
      oversPerInnings: 20,
      fixtures: [{ home: 'Island Hawks', away: 'Coast Rovers', date: '2025-08-16', round: 1 }],
    });
    const em = server.em();
    const source = await em.findOneOrFail(Tournament, { id: season.id });
    em.assign(source, {
      tieBreakerOrder: [TieBreaker.POINTS, TieBreaker.NET_RUN_RATE, TieBreaker.WINS],
      pointsPerResult: { win: 4, noResult: 2 },
      ballsPerOver: 6,
      minRestDays: 1,
      matchDurationMinutes: 200,
      rules: 'Powerplay: six overs.',
      registrationDeadline: new Date('2025-08-01T12:00:00Z'),
    });
    em.create(Stage, { tournament: season.id, sequence: 1, name: 'League', format: StageFormat.LEAGUE });
    em.create(Stage, {
      tournament: season.id,
      sequence: 2,
      name: 'Playoffs',
      format: StageFormat.PAGE_PLAYOFF,
      decider: KnockoutDecider.SUPER_OVER,
    });
    const venue = em.create(Venue, { tournament: season.id, name: 'Kensington Oval' });
    em.create(Pitch, { venue, name: 'Main' });
    em.create(Pitch, { venue, name: 'Nets' });
    await em.flush();
    await play(under, matches[0].id, {
      battedFirst: Side.home,
      homeTeamScore: 150,
      homeWickets: 6,
      homeBalls: 120,
      awayTeamScore: 151,
      awayWickets: 3,
      awayBalls: 110,
    });

    const organiser = new TestClient(server.url);
    await organiser.signIn(under.organiser.email);
    const stranger = (await signedIn(Role.tournament_creator)).client;
    const START = `mutation ($input: NewSeasonInput!) { startNewSeason(input: $input) { id } }`;
    const input = {
      tournamentId: season.id,
      name: 'Caribbean T20 2026',
      startDate: '2026-08-15',
      endDate: '2026-09-20',
    };
    // The season is published: a stranger sees it, and is refused.
    expect((await stranger.gql(START, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const badDates = await organiser.gql(START, { input: { ...input, endDate: '2026-08-01' } });
    expect(badDates.errors?.[0]?.extensions?.fields).toEqual({
      endDate: 'End date must be on or after the start date',
    });

    const started = await organiser.gql<{ startNewSeason: { id: number } }>(START, { input });
    expect(started.errors).toBeUndefined();
    const { data } = await organiser.gql<{
      managedTournament: Record<string, unknown> & {
        stages: { name: string; format: string; decider: string | null }[];
      };
    }>(
      `query ($id: Int!) {
        managedTournament(id: $id) {
          name competitionId isPublished sport tournamentType oversPerInnings ballsPerOver tieBreakers
          pointsForWin pointsForNoResult minRestDays matchDurationMinutes rules startDate endDate registrationDeadline
          registrationCount stages { name format decider } venues { name pitches { name } }
        }
      }`,
      { id: started.data!.startNewSeason.id },
    );
    expect(data!.managedTournament).toEqual({
      name: 'Caribbean T20 2026',
      competitionId: under.competition.id,
      isPublished: false,
      sport: 'cricket',
      tournamentType: 'round_robin',
      oversPerInnings: 20,
      ballsPerOver: 6,
      tieBreakers: ['POINTS', 'NET_RUN_RATE', 'WINS'],
      pointsForWin: 4,
      pointsForNoResult: 2,
      minRestDays: 1,
      matchDurationMinutes: 200,
      rules: 'Powerplay: six overs.',
      startDate: '2026-08-15',
      endDate: '2026-09-20',
      // The same distance before the first day: 15 days and the time of day.
      registrationDeadline: '2026-07-31T12:00:00.000Z',
      registrationCount: 0,
      stages: [
        { name: 'League', format: 'LEAGUE', decider: null },
        { name: 'Playoffs', format: 'PAGE_PLAYOFF', decider: 'SUPER_OVER' },
      ],
      venues: [{ name: 'Kensington Oval', pitches: [{ name: 'Main' }, { name: 'Nets' }] }],
    });
    expect(await server.em().count(Match, { tournament: started.data!.startNewSeason.id })).toBe(0);
    // The source is untouched: its match is still there, completed.
    expect(await server.em().count(Match, { tournament: season.id })).toBe(1);
  });
});
