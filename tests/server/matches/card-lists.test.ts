import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { Match, MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { Team } from '../../../server/src/modules/teams/team.entity.js';
import { cardTeams, TeamRow } from '../../../server/src/modules/teams/team-row.js';
import { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { heldTournament, TournamentRow } from '../../../server/src/modules/tournaments/tournament-row.js';
import { heldRecord } from '../../../server/src/db/plain-reads.js';
import { MatchSort } from '../../../server/src/modules/matches/match-cursor.js';
import { findMatchCards } from '../../../server/src/modules/matches/match-cards.js';
import type { MatchRow } from '../../../server/src/modules/matches/match-row.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { recordStatements } from '../../support/statements.js';

/** A list as a page shows it: which matches, in which order, against which teams (merged by the read) and tournament. */
const shown = (em: EntityManager, rows: MatchRow[]) =>
  rows.map((row) => {
    const name = (id: number | null) => heldRecord(em, Team, id)?.name;
    const tournament = heldRecord(em, Tournament, row.tournamentId)?.name;
    return `${row.id} ${name(row.homeTeamId)} v ${name(row.awayTeamId)} (${tournament}) ${row.status}`;
  });

describe('lists of match cards asked together', () => {
  let server: TestServer;
  let tournamentId: number;
  const statements: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const club = await createClub(em, creator);
    const teams = await Promise.all(
      ['Pelicans', 'Frigates', 'Boobies', 'Egrets'].map((name) => createTeam(em, club, { name })),
    );
    const tournament = await createTournament(em, creator, { name: 'Windward Shield' });
    const other = await createTournament(em, creator, { name: 'Leeward Cup' });
    tournamentId = tournament.id;
    const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 10, day, 18, minute));
    // Dates that tie, dates a millisecond apart, undated matches, and two tournaments: each list's order is
    // its own (soonest first or latest first, undated last, ties by id the same way).
    const fixtures: [number, number, MatchStatus, Date | null][] = [
      [0, 1, MatchStatus.completed, at(3)],
      [2, 3, MatchStatus.completed, at(3)],
      [1, 2, MatchStatus.completed, null],
      [3, 0, MatchStatus.completed, new Date(at(5).getTime() + 1)],
      [0, 2, MatchStatus.completed, at(5)],
      [1, 3, MatchStatus.scheduled, at(20)],
      [2, 0, MatchStatus.scheduled, null],
      [3, 1, MatchStatus.scheduled, at(12)],
      [0, 3, MatchStatus.scheduled, at(12)],
      [1, 0, MatchStatus.in_progress, at(1, 30)],
      [2, 1, MatchStatus.in_progress, at(1, 15)],
    ];
    for (const [index, [home, away, status, scheduledDate]] of fixtures.entries()) {
      await createMatch(em, index % 3 === 0 ? other : tournament, teams[home], teams[away], { status, scheduledDate });
    }
    recordStatements(server.orm, statements);
  });

  afterAll(() => server.stop());

  /** A page's lists: live soonest first, results latest first, fixtures soonest first, results in date order. */
  const LISTS = [
    [MatchStatus.in_progress, MatchSort.DATE_ASC],
    [MatchStatus.completed, MatchSort.DATE_DESC],
    [MatchStatus.scheduled, MatchSort.DATE_ASC],
    [MatchStatus.completed, MatchSort.DATE_ASC],
  ] as const;

  const read = (em: EntityManager, [status, sort]: (typeof LISTS)[number], limit: number) =>
    findMatchCards(em, { status }, { sort, limit });

  it('reads them in one statement, each list as it reads alone', async () => {
    for (const limit of [2, 3, 10]) {
      const alone: string[][] = [];
      for (const list of LISTS) {
        const em = server.orm.em.fork();
        statements.length = 0;
        alone.push(shown(em, await read(em, list, limit)));
        expect(statements).toHaveLength(1);
      }
      const em = server.orm.em.fork();
      statements.length = 0;
      const together = await Promise.all(LISTS.map((list) => read(em, list, limit)));
      expect(statements).toHaveLength(1);
      expect(together.map((rows) => shown(em, rows))).toEqual(alone);
    }
    // The order is each list's own, not the order the matches were entered in.
    const em = server.orm.em.fork();
    const [, latestFirst, , soonestFirst] = (await Promise.all(LISTS.map((list) => read(em, list, 10)))).map((rows) =>
      rows.map((row) => row.scheduledDate?.toISOString() ?? 'undated'),
    );
    expect(latestFirst).toEqual([
      '2026-11-05T18:00:00.001Z',
      '2026-11-05T18:00:00.000Z',
      '2026-11-03T18:00:00.000Z',
      '2026-11-03T18:00:00.000Z',
      'undated',
    ]);
    expect(soonestFirst).toEqual([...latestFirst.slice(0, 4).reverse(), 'undated']);
  });

  it('reads a tournament’s lists (no tournament columns) apart from the site’s, a statement for each', async () => {
    statements.length = 0;
    const em = server.orm.em.fork();
    const [site, ofTournament, ofTournamentLater] = await Promise.all([
      findMatchCards(em, { status: MatchStatus.completed }, { sort: MatchSort.DATE_DESC, limit: 5 }),
      findMatchCards(
        em,
        { tournament: tournamentId, status: MatchStatus.completed },
        { sort: MatchSort.DATE_DESC, limit: 5, oneTournament: true },
      ),
      findMatchCards(
        em,
        { tournament: tournamentId, status: MatchStatus.scheduled },
        { sort: MatchSort.DATE_ASC, limit: 5, oneTournament: true },
      ),
    ]);
    expect(statements).toHaveLength(2);
    expect(site).toHaveLength(5);
    expect(ofTournament.length).toBeGreaterThan(0);
    expect(ofTournament.every((row) => row.tournamentId === tournamentId)).toBe(true);
    expect(ofTournamentLater.map((row) => row.status)).toEqual(ofTournamentLater.map(() => MatchStatus.scheduled));
  });

  it('reads a list asked later in the request again: nothing is kept from the first read', async () => {
    const em = server.orm.em.fork();
    const first = await findMatchCards(em, { status: MatchStatus.in_progress }, { sort: MatchSort.DATE_ASC });
    const match = first[0];
    await server.orm.em.fork().nativeUpdate(Match, { id: match.id }, { status: MatchStatus.completed });
    statements.length = 0;
    const again = await findMatchCards(em, { status: MatchStatus.in_progress }, { sort: MatchSort.DATE_ASC });
    expect(statements).toHaveLength(1);
    expect(again.map((row) => row.id)).not.toContain(match.id);
    await server.orm.em.fork().nativeUpdate(Match, { id: match.id }, { status: MatchStatus.in_progress });
  });

  it('keeps its teams and its tournament as plain rows: nothing of theirs is tracked, a flush writes nothing', async () => {
    const em = server.orm.em.fork();
    const [card] = await findMatchCards(
      em,
      { status: MatchStatus.in_progress },
      { sort: MatchSort.DATE_ASC, limit: 1 },
    );
    expect(heldRecord(em, Team, card.homeTeamId)).toBeNull();
    expect(cardTeams(em).get(card.homeTeamId!)).toBeInstanceOf(TeamRow);
    expect(heldRecord(em, Tournament, card.tournamentId)).toBeNull();
    expect(heldTournament(em, card.tournamentId)).toBeInstanceOf(TournamentRow);
    expect([...em.getUnitOfWork().getIdentityMap()]).toEqual([]);
    statements.length = 0;
    await em.flush();
    expect(statements.filter((sql) => /^(update|insert|delete)/i.test(sql))).toEqual([]);
  });
});
