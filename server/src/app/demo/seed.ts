import { logRows } from '../../modules/matches/events/row-log.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startOfDay } from 'date-fns';
import { Match } from '../../modules/matches/match.entity.js';
import { User } from '../../modules/users/user.entity.js';
import { repoPath } from '../../repo-path.js';
import { seedAccounts } from './account-rows.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { seedBallByBall } from './ball-by-ball.js';
import { seedClubs } from './clubs.js';
import { readCricketResults } from './cricket-csv.js';
import { seedNationsCup } from './nations-cup.js';
import {
  demoSetting,
  seedCplSeason,
  seedDraftKnockout,
  seedFootballShield,
  seedIslandCup,
  seedVolleyballOpen,
} from './tournaments.js';

export type SeedSummary = string;

/** Fills an empty database with the demo; does nothing when any user exists. */
export async function seedDemoIfEmpty(em: EntityManager): Promise<SeedSummary | null> {
  if ((await em.count(User)) > 0) return null;
  return seedDemo(em, { force: false });
}

export async function seedDemo(em: EntityManager, _options: { force: boolean }): Promise<SeedSummary> {
  const now = new Date();
  const today = startOfDay(now);
  const cplResults = await readCricketResults(repoPath('server', 'data', 'demo', 'cpl2023', 'matches.csv'));

  const summary = await em.transactional(async (tx) => {
    const users = await seedAccounts(tx, now);
    const admin = users.get(DEMO_ACCOUNTS[0].email)!;
    const owner = users.get('owner@pitchside.test')!;
    const manager = users.get('manager@pitchside.test')!;
    const referee = users.get('referee@pitchside.test')!;
    const player = users.get('player@pitchside.test')!;
    const teams = seedClubs(tx, { owner, manager, player });

    // Created in this order, so the rows' ids are as they always were.
    const setting = demoSetting(tx, teams, { admin, owner, referee }, now, today);
    seedCplSeason(setting, cplResults);
    seedIslandCup(setting);
    seedFootballShield(setting);
    seedVolleyballOpen(setting);
    seedDraftKnockout(setting);

    await tx.flush();
    // The fixtures and results written above as rows get the log that tells their story (issue 47).
    await logRows(tx, await tx.find(Match, { seq: 0 }, { populate: ['tournament', 'winnerTeam'] }), now);
    const matchCount = await tx.count(Match);
    return `demo data loaded: ${users.size} accounts, ${teams.size} teams, 5 tournaments, ${matchCount} matches`;
  });
  // Ball by ball, through the scoring services: real IPL matches (one live) and a football log.
  const admin = await em.fork().findOneOrFail(User, { email: DEMO_ACCOUNTS[0].email });
  await seedBallByBall(em.fork(), admin);
  const owner = await em.fork().findOneOrFail(User, { email: 'owner@pitchside.test' });
  await seedNationsCup(em.fork(), admin, owner);
  return `${summary}; ball by ball: IPL Classics (3 matches, 1 live) and a live football log; in stages: Caribbean Nations Cup (groups, semi-finals, final)`;
}
