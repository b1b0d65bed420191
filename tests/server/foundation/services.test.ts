import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config.js';
import { DomainError, InputError, NotFoundError, UnauthenticatedError } from '../../../server/src/core/errors.js';
import { createAppPubSub } from '../../../server/src/core/pubsub.js';
import type { RequestContext } from '../../../server/src/core/request-context.js';
import type { Database } from '../../../server/src/db/orm.js';
import { createLogger } from '../../../server/src/logger.js';
import { ClubsService } from '../../../server/src/modules/clubs/clubs.service.js';
import { TeamsService } from '../../../server/src/modules/teams/teams.service.js';
import { Role, type User } from '../../../server/src/modules/users/user.entity.js';
import { openTestDatabase, resetDatabase } from '../../support/database.js';
import { createUser } from '../../support/factories.js';

// Services run on a plain context, as a script or a job would call them: no Apollo, no schema, no HTTP.
describe('services without GraphQL', () => {
  let database: Database;
  const pubSub = createAppPubSub();
  const config = loadConfig({ NODE_ENV: 'test' });
  const logger = createLogger('silent');

  const contextFor = (viewer: User | null): RequestContext<User> => ({
    em: database.orm.em.fork(),
    viewer,
    language: 'en',
    pubSub,
    config,
    logger,
  });

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  beforeEach(async () => {
    await resetDatabase(database.orm);
  });
  afterAll(async () => {
    await database.close();
  });

  it('create a club and read it back through a fresh context', async () => {
    const owner = await createUser(database.orm.em.fork(), { role: Role.club_owner });
    const created = await new ClubsService(contextFor(owner)).create({
      name: '  Queen’s Park  ',
      location: 'Port of Spain',
    });
    expect(created.id).toBeGreaterThan(0);

    const read = await new ClubsService(contextFor(owner)).get(created.id);
    expect(read).toMatchObject({ name: 'Queen’s Park', location: 'Port of Spain', description: null });
  });

  it('answer a missing record with a NOT_FOUND domain error, not a GraphQL error', async () => {
    const owner = await createUser(database.orm.em.fork(), { role: Role.club_owner });
    const error = await new ClubsService(contextFor(owner)).get(987_654).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Club not found' });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).not.toBeInstanceOf(GraphQLError);

    await expect(new TeamsService(contextFor(owner)).get(987_654)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('report bad input field by field and refuse a visitor, with nothing stored', async () => {
    const owner = await createUser(database.orm.em.fork(), { role: Role.club_owner });
    const bad = await new ClubsService(contextFor(owner))
      .create({ name: ' ', contactEmail: 'not-an-address' })
      .catch((caught: unknown) => caught);
    expect(bad).toBeInstanceOf(InputError);
    expect((bad as InputError).fields).toEqual({
      name: 'Club name is required',
      contactEmail: 'Enter a valid e-mail address',
    });
    expect((bad as InputError).data).toEqual({ fields: (bad as InputError).fields });

    await expect(new ClubsService(contextFor(null)).create({ name: 'Anyone' })).rejects.toBeInstanceOf(
      UnauthenticatedError,
    );
    expect(await new ClubsService(contextFor(owner)).listMine()).toEqual([]);
  });
});
