// Whole seasons out and back in (issue 53): a Cricsheet zip in and out keeps every match's file as the
// single-match round trip does; the site's own season JSON imports back unchanged.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { Sport } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import type { TestClient } from '../../support/client.js';
import { createClub, createTeam, createTournament, createUser, registerTeams } from '../../support/factories.js';
import { signedInClient, useTestServer } from '../management/support.js';
import { ImportSeason, cricsheetZip, fixture, roundTripSeason, upload, type ImportData } from './support.js';

type Delivery = Record<string, unknown>;
type CricsheetFile = {
  info: { teams: string[]; dates: string[] };
  innings: { team: string; overs?: { over: number; deliveries: Delivery[] }[] }[];
};

/** What the single-match round trip keeps of a delivery (cricsheet.test.ts): who, the runs, extras, wickets. */
function deliveries(file: CricsheetFile) {
  return file.innings.map((innings) => ({
    team: innings.team,
    balls: (innings.overs ?? []).flatMap((over) =>
      over.deliveries.map((delivery) => ({
        over: over.over,
        batter: delivery.batter ?? delivery.batsman,
        bowler: delivery.bowler,
        nonStriker: delivery.non_striker,
        runs: delivery.runs,
        extras: delivery.extras ?? {},
        wickets: ((delivery.wickets ?? []) as { kind: string; player_out: string }[]).map((wicket) => ({
          kind: wicket.kind,
          playerOut: wicket.player_out,
        })),
      })),
    ),
  }));
}

describe('whole seasons out and back in', () => {
  const server = useTestServer();
  let em: EntityManager;
  let organiserUser: User;
  let organiser: TestClient;

  beforeAll(async () => {
    em = server.em();
    organiserUser = await createUser(em, { role: Role.tournament_creator });
    organiser = await signedInClient(server, organiserUser.email);
  });

  it('a Cricsheet zip loads into the tournament’s fixtures by teams and date, and exports back as Cricsheet', async () => {
    const { zip, files } = await cricsheetZip();
    // One of the matches is already a fixture of the tournament: the import finds it by its teams and day.
    const tournament = await createTournament(em, organiserUser, {
      sport: Sport.cricket,
      startDate: '2009-01-01',
      endDate: '2020-12-31',
      isPublished: true,
    });
    const first = files.get('1136592.json') as unknown as CricsheetFile;
    const club = await createClub(em, organiserUser);
    const [home, away] = await Promise.all(
      first.info.teams.map((name) => createTeam(em, club, { name, sport: Sport.cricket })),
    );
    await registerTeams(em, tournament, [home, away]);
    const existing = em.create(Match, {
      tournament,
      homeTeam: away,
      awayTeam: home,
      scheduledDate: new Date(`${first.info.dates[0]}T10:00:00Z`),
    });
    await em.flush();

    const response = await upload(organiser, tournament.id, 'cricsheet', zip, 'application/zip');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      fixturesMatched: 1,
      fixturesCreated: files.size - 1,
      resultsRecorded: files.size,
      teamsMatched: 2,
    });
    const reloaded = await em.fork().findOneOrFail(Match, { id: existing.id });
    expect(reloaded.status).toBe('completed');

    const out = await organiser.fetch(`/api/tournaments/${tournament.id}/cricsheet.zip`);
    expect(out.status).toBe(200);
    expect(out.headers.get('content-type')).toBe('application/zip');
    const unzipped = unzipSync(new Uint8Array(await out.arrayBuffer()));
    const readme = strFromU8(unzipped['README.txt']);
    const exported = Object.entries(unzipped)
      .filter(([name]) => name.endsWith('.json'))
      .map(([name, bytes]) => ({
        id: Number(name.replace('.json', '')),
        file: JSON.parse(strFromU8(bytes)) as CricsheetFile,
      }));
    expect(exported).toHaveLength(files.size);
    for (const original of files.values()) {
      const file = original as unknown as CricsheetFile;
      const match = exported.find(
        ({ file: each }) =>
          each.info.dates[0] === file.info.dates[0] &&
          [...each.info.teams].sort().join() === [...file.info.teams].sort().join(),
      );
      expect(match, file.info.teams.join(' v ')).toBeDefined();
      expect(deliveries(match!.file)).toEqual(deliveries(file));
      // Cricsheet's README lists each match: date - team type - match type - gender - match id - teams.
      expect(readme).toContain(` - ${match!.id} - ${match!.file.info.teams.join(' vs ')}`);
      // The single-match route exports the same file.
      const single = (await (await organiser.fetch(`/api/matches/${match!.id}/cricsheet`)).json()) as CricsheetFile;
      expect(deliveries(single)).toEqual(deliveries(match!.file));
    }
  }, 600_000);

  it('a season as JSON imports back unchanged, goals and cricket totals included', async () => {
    // A football season with scorers (openfootball's shape, three real World Cup 2022 group games).
    const worldCup = {
      name: 'World Cup 2022, Group A (part)',
      matches: [
        {
          round: 'Matchday 1',
          date: '2022-11-20',
          time: '16:00',
          team1: 'Qatar',
          team2: 'Ecuador',
          score: { ft: [0, 2], ht: [0, 2] },
          goals1: [],
          goals2: [
            { name: 'Enner Valencia', minute: 16, penalty: true },
            { name: 'Enner Valencia', minute: 31 },
          ],
        },
        {
          round: 'Matchday 2',
          date: '2022-11-21',
          time: '16:00',
          team1: 'Senegal',
          team2: 'Netherlands',
          score: { ft: [0, 2] },
          goals1: [],
          goals2: [
            { name: 'Cody Gakpo', minute: 84 },
            { name: 'Davy Klaassen', minute: 90, offset: 9 },
          ],
        },
        {
          round: 'Matchday 6',
          date: '2022-11-25',
          time: '13:00',
          team1: 'Qatar',
          team2: 'Senegal',
          score: { ft: [1, 3] },
        },
        { round: 'Matchday 10', date: '2022-11-29', team1: 'Netherlands', team2: 'Qatar' },
      ],
    };
    const cpl = await readFile(fixture('cricket', 'cpl2023', 'matches.csv'), 'utf8');
    for (const [format, content] of [
      ['OPENFOOTBALL_JSON', JSON.stringify(worldCup)],
      ['CSV', cpl],
    ] as const) {
      const first = await organiser.gql<ImportData>(ImportSeason, { input: { format, newTournament: {} }, content });
      expect(first.errors).toBeUndefined();
      const { season } = await roundTripSeason(organiser, first.data!.importSeason.tournament.id);
      const parsed = JSON.parse(season) as { fixtures: { events: { goals: unknown[] } | null; result: unknown }[] };
      if (format === 'OPENFOOTBALL_JSON') {
        expect(parsed.fixtures[1].events?.goals).toEqual([
          { side: 'away', player: 'Cody Gakpo', minute: 84, addedTime: null, penalty: false, ownGoal: false },
          { side: 'away', player: 'Davy Klaassen', minute: 90, addedTime: 9, penalty: false, ownGoal: false },
        ]);
        expect(parsed.fixtures[3].result).toBeNull();
      } else {
        expect(parsed.fixtures[0].result).toMatchObject({
          homeTeamScore: 187,
          homeWickets: 10,
          homeBalls: 120,
          homeAllOut: true,
        });
      }
    }
  }, 600_000);
});
