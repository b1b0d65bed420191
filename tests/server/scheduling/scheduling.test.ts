import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sport, TournamentType } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { formatSiteDate, siteDay, siteInstant } from '../../../shared/site-time.js';

type Row = {
  id: number;
  roundNumber: number;
  scheduledDate: string;
  venue: string | null;
  status: string;
  pitch: { id: number; name: string; venue: { name: string } } | null;
  homeTeam: { id: number; name: string };
  awayTeam: { id: number; name: string };
};

const BOARD = `query Board($id: Int!) {
  fixtureBoard(tournamentId: $id) {
    tournament { minRestDays matchDurationMinutes venues { id name pitches { id name } } }
    matches { id roundNumber scheduledDate venue status pitch { id name venue { name } } homeTeam { id name } awayTeam { id name } }
  }
}`;
const GENERATE = `mutation($t: Int!) { generateFixtures(tournamentId: $t) { id } }`;
const ADD_VENUE = `mutation($t: Int!, $i: VenueInput!) { addVenue(tournamentId: $t, input: $i) { id name pitches { id name } } }`;
const SETTINGS = `mutation($t: Int!, $i: SchedulingSettingsInput!) {
  updateSchedulingSettings(tournamentId: $t, input: $i) { id minRestDays matchDurationMinutes }
}`;
const AUTO = `mutation($t: Int!, $i: AutoScheduleInput!) { autoSchedule(tournamentId: $t, input: $i) { id scheduledDate } }`;
const MOVE = `mutation($m: Int!, $at: DateTimeISO!, $p: Int) {
  rescheduleMatch(matchId: $m, scheduledAt: $at, pitchId: $p) { id scheduledDate venue pitch { id name } }
}`;

const DAY = 86_400_000;
/** Days counted at the ground (AST), as the scheduler counts them. */
const dayNumber = (iso: string) => Math.floor(Date.parse(`${siteDay(iso)}T00:00:00Z`) / DAY);

describe('scheduling: venues, the auto-scheduler and moving fixtures, through GraphQL', () => {
  let server: TestServer;
  let organiser: TestClient;
  let secondTab: TestClient;
  let stranger: TestClient;
  let tournamentId: number;
  let pitches: { main: number; nets: number };

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator, email: 'scheduler@example.test' });
    await createUser(em, { role: Role.tournament_creator, email: 'stranger@example.test' });
    const club = await createClub(em, creator);
    const teams = [];
    for (const name of ['Anchors', 'Breakers', 'Currents', 'Driftwood', 'Estuary', 'Fathoms']) {
      teams.push(await createTeam(em, club, { name, sport: Sport.cricket }));
    }
    const tournament = await createTournament(em, creator, {
      name: 'Island Cup',
      sport: Sport.cricket,
      tournamentType: TournamentType.round_robin,
      isPublished: true,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    tournamentId = tournament.id;
    await registerTeams(em, tournament, teams);
    organiser = new TestClient(server.url);
    await organiser.signIn('scheduler@example.test');
    secondTab = new TestClient(server.url);
    await secondTab.signIn('scheduler@example.test');
    stranger = new TestClient(server.url);
    await stranger.signIn('stranger@example.test');
    expect((await organiser.gql(GENERATE, { t: tournamentId })).errors).toBeUndefined();
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  const board = async () => {
    const response = await organiser.gql<{
      fixtureBoard: {
        tournament: { minRestDays: number; venues: { name: string; pitches: { id: number; name: string }[] }[] };
        matches: Row[];
      };
    }>(BOARD, { id: tournamentId });
    expect(response.errors).toBeUndefined();
    return response.data!.fixtureBoard;
  };
  const move = (client: TestClient, matchId: number, at: string, pitchId?: number) =>
    client.gql<{ rescheduleMatch: { id: number; scheduledDate: string; venue: string; pitch: { id: number } } }>(MOVE, {
      m: matchId,
      at,
      p: pitchId,
    });

  it('adds a venue with its pitches and sets the rest days', async () => {
    const bad = await organiser.gql(ADD_VENUE, { t: tournamentId, i: { name: 'Oval', pitches: [] } });
    expect(bad.errors?.[0].extensions?.fields).toEqual({ pitches: 'Give the venue at least one pitch' });
    const venue = await organiser.gql<{ addVenue: { pitches: { id: number; name: string }[] } }>(ADD_VENUE, {
      t: tournamentId,
      i: { name: 'Queen’s Park Oval', pitches: ['Main', 'Nets 2'] },
    });
    expect(venue.errors).toBeUndefined();
    const byName = new Map(venue.data!.addVenue.pitches.map((pitch) => [pitch.name, pitch.id]));
    pitches = { main: byName.get('Main')!, nets: byName.get('Nets 2')! };
    const again = await organiser.gql(ADD_VENUE, { t: tournamentId, i: { name: 'queen’s park oval', pitches: ['A'] } });
    expect(again.errors?.[0].extensions?.fields).toEqual({
      name: 'This tournament already has a venue called queen’s park oval',
    });

    const negative = await organiser.gql(SETTINGS, {
      t: tournamentId,
      i: { minRestDays: -1, matchDurationMinutes: 90 },
    });
    expect(negative.errors?.[0].extensions?.fields).toEqual({ minRestDays: 'Rest days cannot be negative' });
    const settings = await organiser.gql(SETTINGS, {
      t: tournamentId,
      i: { minRestDays: 1, matchDurationMinutes: 180 },
    });
    expect(settings.errors).toBeUndefined();
    expect((await board()).tournament.venues).toMatchObject([
      { name: 'Queen’s Park Oval', pitches: expect.arrayContaining([expect.objectContaining({ name: 'Main' })]) },
    ]);
  });

  it('auto-schedules every fixture: rounds in order, rest days kept, no team or pitch booked twice', async () => {
    const tooTight = await organiser.gql(AUTO, {
      t: tournamentId,
      i: { startDate: '2026-12-28', kickOffTimes: ['10:00'] },
    });
    expect(tooTight.errors?.[0].extensions?.fields?.kickOffTimes).toMatch(
      /^\d+ of 15 fixtures do not fit between Mon 28 Dec 2026 and Thu 31 Dec 2026/,
    );
    const badTime = await organiser.gql(AUTO, {
      t: tournamentId,
      i: { startDate: '2026-12-01', kickOffTimes: ['25:00'] },
    });
    expect(badTime.errors?.[0].extensions?.fields).toEqual({
      'kickOffTimes.0': 'Enter each kick-off time as HH:MM (24-hour)',
    });
    // Nothing moved by the refusals.
    expect((await board()).matches.every((match) => match.pitch === null)).toBe(true);

    const response = await organiser.gql<{ autoSchedule: { id: number }[] }>(AUTO, {
      t: tournamentId,
      i: { startDate: '2026-12-01', kickOffTimes: ['14:00', '10:00'] },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.autoSchedule).toHaveLength(15);

    const { matches } = await board();
    expect(matches.every((match) => match.pitch && match.venue === 'Queen’s Park Oval')).toBe(true);
    // Round 1 starts on the first day, at the first kick-off, on both pitches.
    const first = matches.filter((match) => match.roundNumber === 1).map((match) => match.scheduledDate);
    expect(first).toContain(siteInstant('2026-12-01', '10:00').toISOString());
    // Rounds in order: every match of a round before any of the next.
    for (let round = 1; round < 5; round += 1) {
      const last = Math.max(...matches.filter((m) => m.roundNumber === round).map((m) => Date.parse(m.scheduledDate)));
      const next = Math.min(
        ...matches.filter((m) => m.roundNumber === round + 1).map((m) => Date.parse(m.scheduledDate)),
      );
      expect(last).toBeLessThan(next);
    }
    // A team's matches at least two days apart (one rest day between).
    for (const team of ['Anchors', 'Breakers', 'Currents', 'Driftwood', 'Estuary', 'Fathoms']) {
      const days = matches
        .filter((m) => m.homeTeam.name === team || m.awayTeam.name === team)
        .map((m) => dayNumber(m.scheduledDate))
        .sort((a, b) => a - b);
      expect(days).toHaveLength(5);
      for (let index = 1; index < days.length; index += 1) expect(days[index] - days[index - 1]).toBeGreaterThan(1);
    }
    // No pitch holds two matches within 180 minutes of each other.
    for (const a of matches) {
      for (const b of matches) {
        if (a.id >= b.id || a.pitch!.id !== b.pitch!.id) continue;
        expect(Math.abs(Date.parse(a.scheduledDate) - Date.parse(b.scheduledDate))).toBeGreaterThanOrEqual(
          180 * 60_000,
        );
      }
    }
    const nothingLeft = await organiser.gql(AUTO, {
      t: tournamentId,
      i: { startDate: '2026-12-01', kickOffTimes: ['10:00'] },
    });
    expect(nothingLeft.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('refuses a move onto a day a team plays, within its rest days, or onto a taken pitch, naming the field', async () => {
    const { matches } = await board();
    const roundTwo = matches.find((match) => match.roundNumber === 2)!;
    const team = roundTwo.homeTeam.name;
    const roundOneOfTeam = matches.find(
      (m) => m.roundNumber === 1 && (m.homeTeam.name === team || m.awayTeam.name === team),
    )!;
    const day = siteDay(roundOneOfTeam.scheduledDate);

    const sameDay = await move(organiser, roundTwo.id, siteInstant(day, '20:00').toISOString());
    expect(sameDay.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(sameDay.errors![0].extensions!.fields!)).toEqual(['scheduledAt']);
    expect(sameDay.errors![0].message).toContain(`${team} already play on ${formatSiteDate(day)}`);

    const nextDay = new Date(siteInstant(day, '10:00').getTime() + DAY).toISOString();
    const rest = await move(organiser, roundTwo.id, nextDay);
    expect(rest.errors?.[0].extensions?.fields?.scheduledAt).toContain('teams rest 1 day between matches');

    const outside = await move(organiser, roundTwo.id, '2027-01-05T10:00:00.000Z');
    expect(outside.errors?.[0].extensions?.fields).toEqual({
      scheduledAt: 'The match date is after the tournament ends (2026-12-31)',
    });

    // The last round's matches have no team in common: the pitch is the only clash between them.
    const lastRound = matches.filter((match) => match.roundNumber === 5);
    const ok = await move(organiser, lastRound[0].id, '2026-12-30T10:00:00.000Z', pitches.main);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.rescheduleMatch).toMatchObject({ venue: 'Queen’s Park Oval', pitch: { id: pitches.main } });
    const clash = await move(organiser, lastRound[1].id, '2026-12-30T12:59:00.000Z', pitches.main);
    expect(clash.errors?.[0].extensions?.fields?.pitchId).toMatch(/^Main at Queen’s Park Oval is taken: .+ kicks off/);
    const after = await move(organiser, lastRound[1].id, '2026-12-30T13:00:00.000Z', pitches.main);
    expect(after.errors).toBeUndefined();
    const other = await move(organiser, lastRound[2].id, '2026-12-30T10:00:00.000Z', pitches.nets);
    expect(other.errors).toBeUndefined();

    // The plain fixture edit cannot move a pitch booking round the checks.
    const edit = await organiser.gql(
      `mutation($m: Int!, $i: FixtureInput!) { updateFixture(matchId: $m, input: $i) { id } }`,
      { m: lastRound[2].id, i: { scheduledDate: '2026-12-30T11:00:00.000Z' } },
    );
    expect(Object.keys(edit.errors?.[0].extensions?.fields ?? {})).toEqual(['scheduledDate']);
    const keep = await organiser.gql(
      `mutation($m: Int!, $i: FixtureInput!) { updateFixture(matchId: $m, input: $i) { id } }`,
      { m: lastRound[2].id, i: { scheduledDate: '2026-12-30T10:00:00.000Z', matchNotes: 'Bring sunscreen' } },
    );
    expect(keep.errors).toBeUndefined();
  });

  it('two moves onto one pitch slot at once: exactly one succeeds', async () => {
    const { matches } = await board();
    // Round 1's three matches share no team.
    const roundOne = matches.filter((match) => match.roundNumber === 1);
    for (const [index, day] of ['2026-12-24', '2026-12-26'].entries()) {
      const at = `${day}T${index === 0 ? '09' : '15'}:00:00.000Z`;
      const [a, b] = await Promise.all([
        move(organiser, roundOne[0].id, at, pitches.nets),
        move(secondTab, roundOne[1].id, at, pitches.nets),
      ]);
      const outcomes = [a, b].map((response) => (response.errors ? 'refused' : 'moved')).sort();
      expect(outcomes).toEqual(['moved', 'refused']);
      const refused = [a, b].find((response) => response.errors)!;
      expect(Object.keys(refused.errors![0].extensions!.fields!)).toEqual(['pitchId']);
      const onSlot = (await board()).matches.filter(
        (match) => match.pitch?.id === pitches.nets && match.scheduledDate === at,
      );
      expect(onSlot).toHaveLength(1);
      // Put the moved one back out of the way for the next round of the race.
      await move(organiser, onSlot[0].id, `2026-12-${20 + index}T08:00:00.000Z`, pitches.main);
    }
  });

  it('refuses a stranger and an anonymous visitor', async () => {
    const { matches } = await board();
    const forbidden = [
      await stranger.gql(ADD_VENUE, { t: tournamentId, i: { name: 'Elsewhere', pitches: ['One'] } }),
      await stranger.gql(SETTINGS, { t: tournamentId, i: { minRestDays: 0, matchDurationMinutes: 60 } }),
      await stranger.gql(AUTO, { t: tournamentId, i: { startDate: '2026-12-01', kickOffTimes: ['10:00'] } }),
      await move(stranger, matches[0].id, '2026-12-31T10:00:00.000Z'),
    ];
    for (const response of forbidden) expect(response.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await move(new TestClient(server.url), matches[0].id, '2026-12-31T10:00:00.000Z');
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const unchanged = (await board()).matches.find((match) => match.id === matches[0].id)!;
    expect(unchanged.scheduledDate).toBe(matches[0].scheduledDate);
    expect((await board()).tournament.venues).toHaveLength(1);
  });
});
