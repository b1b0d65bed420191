import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, User } from '../../../server/src/modules/users/user.entity.js';
import { wrap } from '@mikro-orm/core';
import { Match } from '../../../server/src/modules/matches/match.entity.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { GraphQLContext } from '../../../server/src/modules/users/graphql-context.js';
import { createLogger } from '../../../server/src/logger.js';
import { MatchesResolver } from '../../../server/src/modules/matches/matches.resolver.js';
import { findMatchCards } from '../../../server/src/modules/matches/match-cards.js';
import { findMatch } from '../../../server/src/modules/matches/match-read.js';
import { MatchSort } from '../../../server/src/modules/matches/match-cursor.js';
import { Tournament } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { Team } from '../../../server/src/modules/teams/team.entity.js';
import { cardTeams, TeamRow } from '../../../server/src/modules/teams/team-row.js';
import { TournamentRow } from '../../../server/src/modules/tournaments/tournament-row.js';
import { MatchesService } from '../../../server/src/modules/matches/matches.service.js';
import { matchEntity, MatchRow } from '../../../server/src/modules/matches/match-row.js';
import { TestClient } from '../../support/client.js';
import { createClub, createMatch, createTeam, createTournament, createUser } from '../../support/factories.js';
import { startTestServer, type TestServer } from '../../support/server.js';
import { recordStatements } from '../../support/statements.js';

const MatchQuery = /* GraphQL */ `
  query Match($id: Int!) {
    match(id: $id) {
      id
      status
      homeTeam {
        name
      }
      awayTeam {
        name
      }
      tournament {
        name
      }
      referee {
        name
      }
      scorer {
        name
      }
      winnerTeam {
        name
      }
    }
  }
`;

type Result = {
  match: {
    id: number;
    homeTeam: { name: string };
    awayTeam: { name: string };
    tournament: { name: string };
    referee: { name: string } | null;
    scorer: { name: string } | null;
    winnerTeam: { name: string } | null;
  } | null;
};

describe('match(id)', () => {
  let server: TestServer;
  let publicMatchId: number;
  let draftMatchId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const creator = await createUser(em, { email: 'creator@example.test', role: Role.tournament_creator });
    const referee = await createUser(em, { email: 'ref@example.test', name: 'Marlon Joseph', role: Role.referee });
    const scorer = await createUser(em, { email: 'scorer@example.test', name: 'Anya Baptiste', role: Role.referee });
    const club = await createClub(em, creator);
    const home = await createTeam(em, club, { name: 'Harbour Lights FC' });
    const away = await createTeam(em, club, { name: 'Coral Reef FC' });
    const published = await createTournament(em, creator, { name: 'Shield' });
    const draft = await createTournament(em, creator, { name: 'Draft Cup', isPublished: false });
    const publicMatch = await createMatch(em, published, home, away);
    publicMatch.referee = em.getReference(User, referee.id, { wrapped: true });
    publicMatch.scorer = em.getReference(User, scorer.id, { wrapped: true });
    publicMatch.winnerTeam = em.getReference(Team, away.id, { wrapped: true });
    await em.flush();
    publicMatchId = publicMatch.id;
    const draftMatch = await createMatch(em, draft, home, away);
    draftMatch.scorer = em.getReference(User, scorer.id, { wrapped: true });
    await em.flush();
    draftMatchId = draftMatch.id;
  });
  afterAll(async () => {
    await server.stop();
  });

  it('shows a match of a published tournament to a visitor, with team names and the referee’s name', async () => {
    const { data, errors } = await new TestClient(server.url).gql<Result>(MatchQuery, { id: publicMatchId });
    expect(errors).toBeUndefined();
    expect(data?.match).toMatchObject({
      homeTeam: { name: 'Harbour Lights FC' },
      awayTeam: { name: 'Coral Reef FC' },
      tournament: { name: 'Shield' },
      referee: { name: 'Marlon Joseph' },
      scorer: { name: 'Anya Baptiste' },
      winnerTeam: { name: 'Coral Reef FC' },
    });
  });

  it('reads the match with its tournament, teams and officials in one statement', async () => {
    const recorder = recordStatements(server.orm);
    try {
      const { errors } = await new TestClient(server.url).gql<Result>(MatchQuery, { id: publicMatchId });
      expect(errors).toBeUndefined();
      expect(recorder.statements.filter((sql) => !/"session"/.test(sql))).toHaveLength(1);
    } finally {
      recorder.stop();
    }
  });

  it('answers the match query from a plain row, and builds the entity a field needs from the same read', async () => {
    const em = server.orm.em.fork();
    const recorder = recordStatements(server.orm);
    try {
      const view = await new MatchesService({ em, viewer: null }).getVisibleView(publicMatchId);
      expect(view).toBeInstanceOf(MatchRow);
      expect(recorder.statements).toHaveLength(1);
      // No managed match or team: the page only shows them.
      const managed = [...em.getUnitOfWork().getIdentityMap()];
      expect(managed.filter((entity) => entity instanceof Match || entity instanceof Team)).toEqual([]);
      expect(cardTeams(em).get(view.homeTeamId!)?.name).toBe('Harbour Lights FC');
      // A field of the centre (line-ups, the card) gets the entity, as findMatch reads it, with no statement.
      const entity = await matchEntity(em, view);
      expect(recorder.statements).toHaveLength(1);
      const found = await server
        .em()
        .findOneOrFail(Match, publicMatchId, { populate: ['tournament', 'homeTeam', 'awayTeam', 'referee', 'scorer'] });
      const plain = (record: object | null | undefined) => (record ? wrap(record).toPOJO() : null);
      expect(plain(entity)).toEqual(plain(found));
      expect(entity.homeTeam?.getEntity().name).toBe('Harbour Lights FC');
      expect(await matchEntity(em, view)).toBe(entity);
    } finally {
      recorder.stop();
    }
    // The draft's match is as missing to a visitor as through the entity.
    await expect(
      new MatchesService({ em: server.orm.em.fork(), viewer: null }).getVisibleView(draftMatchId),
    ).rejects.toThrow('Match not found');
  });

  it('merges each record as em.findOne reads it, with the same values and types', async () => {
    const read = await findMatch(server.em(), publicMatchId);
    const found = await server
      .em()
      .findOneOrFail(Match, publicMatchId, { populate: ['tournament', 'homeTeam', 'awayTeam', 'referee', 'scorer'] });
    expect(read).not.toBeNull();
    const plain = (entity: object | null | undefined) => (entity ? wrap(entity).toPOJO() : null);
    expect(plain(read)).toEqual(plain(found));
    for (const relation of ['tournament', 'homeTeam', 'awayTeam', 'referee', 'scorer'] as const) {
      const mine = read![relation]?.getEntity();
      expect(mine && wrap(mine).isInitialized()).toBe(true);
      expect(plain(mine)).toEqual(plain(found[relation]?.getEntity()));
    }
    // Dates as dates and decimals as numbers, as the ORM's own read gives them.
    expect(read!.tournament.getEntity().createdAt).toBeInstanceOf(Date);
    expect(typeof read!.tournament.getEntity().prizePool).toBe('number');
  });

  it('a list card’s teams and tournament answer at once when its list read them, through the loader when not', async () => {
    const context = (em: EntityManager): GraphQLContext => ({
      em,
      viewer: null,
      language: 'en',
      pubSub: server.app.pubSub,
      config: server.config,
      logger: createLogger('silent'),
    });
    const resolver = new MatchesResolver();
    const listed = server.orm.em.fork();
    const [card] = await findMatchCards(listed, { id: publicMatchId }, { sort: MatchSort.DATE_ASC });
    // No promise: graphql-js completes the card's object at once instead of awaiting each relation.
    const home = resolver.homeTeam(card, context(listed));
    expect(home).toBeInstanceOf(TeamRow);
    expect((home as TeamRow).name).toBe('Harbour Lights FC');
    const tournament = resolver.tournament(card, context(listed));
    expect(tournament).toBeInstanceOf(TournamentRow);
    expect((tournament as TournamentRow).id).toBe(card.tournamentId);
    expect(resolver.winnerTeam(card, context(listed))).toBe(resolver.awayTeam(card, context(listed)));

    const elsewhere = server.orm.em.fork();
    const loading = resolver.homeTeam(card, context(elsewhere));
    expect(loading).toBeInstanceOf(Promise);
    expect((await loading)?.name).toBe('Harbour Lights FC');
    const loadingTournament = resolver.tournament(card, context(elsewhere));
    expect(loadingTournament).toBeInstanceOf(Promise);
    expect(await loadingTournament).toBeInstanceOf(Tournament);
  });

  it('hides a draft tournament’s match from visitors but not from its creator', async () => {
    const visitor = await new TestClient(server.url).gql<Result>(MatchQuery, { id: draftMatchId });
    expect(visitor.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const creator = new TestClient(server.url);
    await creator.signIn('creator@example.test');
    const own = await creator.gql<Result>(MatchQuery, { id: draftMatchId });
    expect(own.data?.match?.tournament.name).toBe('Draft Cup');
    // Its scorer too; another official of the site does not.
    const scorer = new TestClient(server.url);
    await scorer.signIn('scorer@example.test');
    expect((await scorer.gql<Result>(MatchQuery, { id: draftMatchId })).data?.match?.scorer?.name).toBe(
      'Anya Baptiste',
    );
    const referee = new TestClient(server.url);
    await referee.signIn('ref@example.test');
    expect((await referee.gql<Result>(MatchQuery, { id: draftMatchId })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const { errors } = await new TestClient(server.url).gql<Result>(MatchQuery, { id: 999999 });
    expect(errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
