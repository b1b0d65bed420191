// A tournament of real matches (Data: cricsheet.org) on the site, imported as a scorer would, for the
// pages that read ball-by-ball logs (leaderboards, player pages).
import type { TestServer } from '../../support/server.js';
import { signedInClient } from '../../server/management/support.js';
import { cricketTournament, importAll } from '../../server/stats/support.js';

export const REAL_MATCH_FILES = ['392202.json', '548306.json'];

export async function realMatchTournament(site: TestServer): Promise<number> {
  const built = await cricketTournament(site.em(), REAL_MATCH_FILES);
  await importAll(await signedInClient(site, built.scorer.email), REAL_MATCH_FILES, built.matchIds);
  return built.tournament.id;
}
