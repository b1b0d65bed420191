import type { EntityManager } from '@mikro-orm/postgresql';
import { siteDay } from '../../../../shared/site-time.js';
import { StandingsService } from '../standings/standings.service.js';
import { findTeamsByIds } from '../teams/teams.queries.js';
import { TournamentPhase, type Tournament } from '../tournaments/tournament.entity.js';
import { tournamentPhase } from '../tournaments/tournaments.service.js';
import { findPlayedMatches } from './competitions.queries.js';
import { ChampionDecidedBy, SeasonArchive } from './competitions.types.js';
import type { StandingRow } from '../standings/standing-row.type.js';
import type { User } from '../users/user.entity.js';

/**
 * Each season as it ended: its table (the kept one, as its standings page reads it) and its champion, the
 * winner of its final when it has one, else the top of its table once the season is over (a shared first
 * place names nobody). A season still running has no champion yet.
 */
export async function seasonArchives(
  em: EntityManager,
  viewer: User | null,
  seasons: Tournament[],
): Promise<SeasonArchive[]> {
  if (seasons.length === 0) return [];
  const standings = new StandingsService({ em, viewer });
  const tables: StandingRow[][] = [];
  // One after another: each table is read, or computed and kept, on the request's connection.
  for (const season of seasons) tables.push(await standings.forTournament(season.id));
  const finals = await findPlayedMatches(em, {
    tournament: { $in: seasons.map((season) => season.id) },
    isFinal: true,
  });
  const today = siteDay(new Date());

  const champions = seasons.map((season, index) => {
    // A final replayed after a level first meeting: the last one played decides.
    const final = finals.filter((match) => match.tournamentId === season.id && match.winnerTeamId !== null).at(-1);
    if (final) return { id: final.winnerTeamId!, by: ChampionDecidedBy.FINAL };
    const top = tables[index].filter((row) => row.position === 1);
    const ended = tournamentPhase(season, today) === TournamentPhase.finished;
    if (ended && top.length === 1 && top[0].matchesPlayed > 0)
      return { id: top[0].teamId, by: ChampionDecidedBy.TABLE };
    return null;
  });
  const ids = champions.flatMap((champion) => (champion ? [champion.id] : []));
  const teams = new Map((ids.length ? await findTeamsByIds(em, ids) : []).map((team) => [team.id, team]));
  return seasons.map((season, index) =>
    Object.assign(new SeasonArchive(), {
      season,
      table: tables[index],
      champion: champions[index] ? (teams.get(champions[index].id) ?? null) : null,
      decidedBy: champions[index]?.by ?? null,
    }),
  );
}
