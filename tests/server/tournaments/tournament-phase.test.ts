// A published tournament is "live" only once its first day has come (issue 49): the rule, and the field
// pages and integrators read.
import { describe, expect, it } from 'vitest';
import { TournamentPhase } from '../../../server/src/modules/tournaments/tournament.entity.js';
import { tournamentPhase } from '../../../server/src/modules/tournaments/tournaments.service.js';
import { Role } from '../../../server/src/modules/users/user.entity.js';
import { siteDay } from '../../../shared/site-time.js';
import { TestClient } from '../../support/client.js';
import { createTournament, createUser } from '../../support/factories.js';
import { useTestServer } from '../management/support.js';

/** The day `days` from today at the ground (YYYY-MM-DD). */
function dayFromToday(days: number): string {
  return siteDay(new Date(Date.now() + days * 86_400_000));
}

describe('a tournament’s phase', () => {
  const server = useTestServer();

  it('is a draft until published, upcoming before its first day, in progress to its last, then finished', () => {
    const dates = { startDate: '2026-12-05', endDate: '2026-12-20' };
    const at = (today: string, isPublished = true) => tournamentPhase({ ...dates, isPublished }, today);
    expect(at('2026-12-10', false)).toBe(TournamentPhase.draft);
    expect(at('2026-11-30')).toBe(TournamentPhase.upcoming);
    expect(at('2026-12-04')).toBe(TournamentPhase.upcoming);
    expect(at('2026-12-05')).toBe(TournamentPhase.in_progress);
    expect(at('2026-12-20')).toBe(TournamentPhase.in_progress);
    expect(at('2026-12-21')).toBe(TournamentPhase.finished);
  });

  it('is answered on the tournament page and the public list, from today in the site’s zone', async () => {
    const em = server.em();
    const creator = await createUser(em, { role: Role.tournament_creator });
    const later = await createTournament(em, creator, {
      name: 'Next Month Cup',
      startDate: dayFromToday(30),
      endDate: dayFromToday(40),
    });
    const now = await createTournament(em, creator, {
      name: 'This Week Cup',
      startDate: dayFromToday(-2),
      endDate: dayFromToday(5),
    });
    const past = await createTournament(em, creator, {
      name: 'Last Year Cup',
      startDate: dayFromToday(-400),
      endDate: dayFromToday(-380),
    });
    const visitor = new TestClient(server.url);
    const page = await visitor.gql<{ publicTournament: { phase: string } }>(
      'query ($id: Int!) { publicTournament(id: $id) { phase } }',
      { id: later.id },
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.publicTournament.phase).toBe('upcoming');

    const list = await visitor.gql<{ publicTournaments: { id: number; phase: string }[] }>(
      'query { publicTournaments(first: 100) { id phase } }',
    );
    const phases = new Map(list.data!.publicTournaments.map((tournament) => [tournament.id, tournament.phase]));
    expect([phases.get(later.id), phases.get(now.id), phases.get(past.id)]).toEqual([
      'upcoming',
      'in_progress',
      'finished',
    ]);
  });
});
