import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { checkWithinTournament } from '../matches/fixtures.service.js';
import { league, roundDates, roundRobin } from '../matches/fixtures.schedule.js';
import { Match } from '../matches/match.entity.js';
import { Team } from '../teams/team.entity.js';
import { KNOCKOUT_FORMATS, KnockoutDecider, type Stage, StageFormat, StageGroup } from '../tournaments/stage.entity.js';
import type { Tournament } from '../tournaments/tournament.entity.js';
import { findStages } from '../tournaments/tournaments.queries.js';
import { effectiveDecider } from './knockout-deciders.js';
import { fillSlots } from './slot-filling.js';
import { bracketPlan, pagePlayoffPlan, type BracketMatch } from './stage-plans.js';

const KICK_OFF_UTC = 'T18:00:00Z';
const DAY = 86_400_000;

/** A stage's share of the tournament's days: stage i of n plays the i-th of n equal spans (ISO dates). */
function stageWindow(tournament: Tournament, sequence: number, stages: number): [string, string] {
  const start = Date.parse(`${tournament.startDate}T00:00:00Z`);
  const days = Math.max(0, Math.round((Date.parse(`${tournament.endDate}T00:00:00Z`) - start) / DAY));
  const from = start + Math.floor(((sequence - 1) * days) / stages) * DAY;
  const to = start + Math.max(Math.floor((sequence * days) / stages) - (sequence < stages ? 1 : 0), 0) * DAY;
  const iso = (at: number) => new Date(at).toISOString().slice(0, 10);
  return [iso(from), iso(Math.max(from, to))];
}

/**
 * Creates a stage's fixtures (inside the organiser's transaction, its old unplayed ones removed): each group's
 * round robin (a league's home and away), or the bracket with its slots' teams where known, dated within the
 * stage's share of the tournament's days.
 */
export async function createStageFixtures(tx: EntityManager, tournament: Tournament, stage: Stage): Promise<Match[]> {
  type Planned = Partial<BracketMatch> & {
    round: number;
    roundName: string;
    group?: StageGroup;
    homeTeamId?: number | null;
    awayTeamId?: number | null;
  };
  let plan: Planned[];
  if (KNOCKOUT_FORMATS.includes(stage.format)) {
    const slots = stage.slots ?? [];
    plan = stage.format === StageFormat.PAGE_PLAYOFF ? pagePlayoffPlan() : bracketPlan(slots, stage.thirdPlaceMatch);
  } else {
    const groups = await tx.find(StageGroup, { stage }, { orderBy: { name: 'asc' } });
    plan = groups
      .flatMap((group) =>
        (stage.format === StageFormat.LEAGUE ? league(group.teams) : roundRobin(group.teams)).map((planned) => ({
          round: planned.round,
          roundName: stage.format === StageFormat.GROUPS ? group.name : `Matchday ${planned.round}`,
          group,
          homeTeamId: planned.homeTeamId,
          awayTeamId: planned.awayTeamId,
        })),
      )
      // Matchday by matchday across the groups.
      .sort((a, b) => a.round - b.round);
  }

  const stages = await findStages(tx, tournament.id);
  const decider = effectiveDecider(stage, tournament);
  const rounds = Math.max(1, ...plan.map((planned) => planned.round));
  const [from, to] = stageWindow(tournament, stages.findIndex((item) => item.id === stage.id) + 1, stages.length);
  const dates = roundDates(from, to, rounds);
  const last = await tx.findOne(Match, { tournament }, { orderBy: { matchNumber: 'desc nulls last' } });
  const first = (last?.matchNumber ?? 0) + 1;
  const teamRef = (id: number | null | undefined) => (id == null ? null : tx.getReference(Team, id, { wrapped: true }));
  const matches = plan.map((planned, index) =>
    tx.create(Match, {
      tournament,
      stage,
      group: planned.group ?? null,
      homeTeam: teamRef(planned.homeTeamId),
      awayTeam: teamRef(planned.awayTeamId),
      homeSlot: planned.homeSlot ?? null,
      awaySlot: planned.awaySlot ?? null,
      roundNumber: planned.round,
      roundName: planned.roundName,
      matchNumber: first + index,
      // A stage that replays a level match lets it complete level; the replay is added when it does.
      needsWinner: KNOCKOUT_FORMATS.includes(stage.format) && decider !== KnockoutDecider.REPLAY,
      decider: KNOCKOUT_FORMATS.includes(stage.format) ? decider : null,
      scheduledDate: new Date(`${dates[planned.round - 1]}${KICK_OFF_UTC}`),
      isFinal: planned.isFinal ?? false,
    }),
  );
  for (const match of matches) checkWithinTournament(tournament, match.scheduledDate);
  plan.forEach((planned, index) => {
    if (planned.next) {
      matches[index].nextMatch = ref(matches[planned.next.index]);
      matches[index].nextMatchSlot = planned.next.slot;
    }
    if (planned.loserNext) {
      matches[index].loserNextMatch = ref(matches[planned.loserNext.index]);
      matches[index].loserNextMatchSlot = planned.loserNext.slot;
    }
  });
  await tx.flush();
  // Slots already known (a team, or an earlier stage that has ended) go straight into the first round.
  if (KNOCKOUT_FORMATS.includes(stage.format)) await fillSlots(tx, stage.id);
  await tx.flush();
  return matches;
}
