// Scoring a ball through the event log on a real database: the appender's lock, the log read, the
// laws and the projection, for every delivery of a real T20 with a super over (Data: cricsheet.org).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createAppPubSub } from '../server/src/core/pubsub.js';
import { migrate, openDatabase } from '../server/src/db/orm.js';
import { Club } from '../server/src/modules/clubs/club.entity.js';
import { parseCricsheet } from '../server/src/modules/matches/cricket/cricsheet.js';
import { deliveryInputByName } from '../server/src/modules/matches/events/delivery-input.js';
import { MatchCardService } from '../server/src/modules/matches/events/match-card.service.js';
import { MatchEventLogService } from '../server/src/modules/matches/events/match-event-log.service.js';
import { Match } from '../server/src/modules/matches/match.entity.js';
import { Team } from '../server/src/modules/teams/team.entity.js';
import { Sport, Tournament, TournamentType } from '../server/src/modules/tournaments/tournament.entity.js';
import { Role, User } from '../server/src/modules/users/user.entity.js';
import { repoPath } from '../server/src/repo-path.js';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function runEventScoring(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { 'database-url': { type: 'string' } } });
  const database = await openDatabase({ databaseUrl: values['database-url'], dataDir: undefined, poolSize: 1 });
  try {
    await migrate(database.orm);
    const em = database.orm.em.fork();
    const viewer = em.create(User, {
      googleSub: `local:bench-${Date.now()}@example.test`,
      email: `bench-${Date.now()}@example.test`,
      name: 'Bench scorer',
      role: Role.tournament_creator,
      hasChosenRole: true,
      isActive: true,
      isAccountActivated: true,
      activatedAt: new Date(),
    });
    const club = em.create(Club, { name: 'Bench club', owner: viewer, isActive: true });
    const file = readFileSync(repoPath('tests', 'fixtures', 'cricsheet', '1216512.json'), 'utf8');
    const { config, events } = parseCricsheet(file);
    const [home, away] = config.teams.map((name) => em.create(Team, { name, club }));
    const tournament = em.create(Tournament, {
      name: 'Bench',
      creator: viewer,
      sport: Sport.cricket,
      tournamentType: TournamentType.round_robin,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      isPublished: true,
    });
    const match = em.create(Match, { tournament, homeTeam: home, awayTeam: away });
    await em.flush();
    const teamIds: Record<string, number> = { [home.name]: home.id, [away.name]: away.id };

    const pubSub = createAppPubSub();
    const timings: number[] = [];
    let seq = 0;
    for (const event of events) {
      if (event.type !== 'delivery') continue;
      const ctx = { em: database.orm.em.fork(), viewer, pubSub };
      const started = performance.now();
      const stored = await new MatchEventLogService(ctx).recordDelivery(
        match.id,
        `b${seq + 1}`,
        seq,
        deliveryInputByName(event, teamIds),
      );
      timings.push(performance.now() - started);
      seq = stored.seq;
    }
    const cardTimings: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const fresh = await database.orm.em.fork().findOneOrFail(Match, { id: match.id });
      const started = performance.now();
      await new MatchCardService({ em: database.orm.em.fork() }).innings(fresh);
      cardTimings.push(performance.now() - started);
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const cards = [...cardTimings].sort((a, b) => a - b);
    const where = database.embedded ? 'embedded PGlite' : 'PostgreSQL';
    console.log(`Event scoring on ${where}: ${timings.length} deliveries of 1216512.json (Data: cricsheet.org).`);
    console.log(
      `recordDelivery: median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, ` +
        `last ${timings[timings.length - 1].toFixed(1)} ms`,
    );
    console.log(
      `Match.innings for the whole match: median ${percentile(cards, 0.5).toFixed(1)} ms, p95 ${percentile(cards, 0.95).toFixed(1)} ms`,
    );
  } finally {
    await database.close();
  }
}
