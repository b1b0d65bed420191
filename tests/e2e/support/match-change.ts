import { Match } from '../../../server/src/modules/matches/match.entity.js';
import { publishMatchChange } from '../../../server/src/modules/matches/match-events.js';
import type { TestServer } from '../../support/server.js';

/** Changes a match as the scoring service does: commit, then publish the change to the live pages. */
export async function changeMatch(site: TestServer, matchId: number, edit: (match: Match) => void): Promise<void> {
  const em = site.em();
  const match = await em.findOneOrFail(Match, { id: matchId }, { populate: ['tournament'] });
  const previous = match.status;
  edit(match);
  await em.flush();
  publishMatchChange(site.app.pubSub, match, previous);
}
