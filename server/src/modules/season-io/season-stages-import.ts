import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SPORT_DECIDERS } from '../../../../shared/enums.js';
import { InputError } from '../../core/errors.js';
import { checkWithinTournament } from '../matches/fixtures.service.js';
import { Match } from '../matches/match.entity.js';
import { Team } from '../teams/team.entity.js';
import { KNOCKOUT_FORMATS, Stage, StageGroup, type SlotSpec } from '../tournaments/stage.entity.js';
import type { Tournament } from '../tournaments/tournament.entity.js';
import { kickOff, teamKey, type SeasonPlan } from './season-plan.js';

/**
 * A season's stages, groups and every fixture with its place in them, created as the file has them (inside the
 * import's transaction, before any result). The results then go through the result path, whose winners moving on,
 * slot filling and replays find the file's fixtures already there: they add none of their own.
 * Answers the fixtures' match ids in the file's order.
 */
export async function createStagedSeason(
  tx: EntityManager,
  tournament: Tournament,
  plan: SeasonPlan,
  teams: ReadonlyMap<string, Team>,
): Promise<number[]> {
  const existing = (await tx.count(Stage, { tournament })) + (await tx.count(Match, { tournament }));
  if (existing > 0) {
    throw new InputError({
      tournamentId: `${tournament.name} already has stages or fixtures: a season with stages comes into a new or empty tournament`,
    });
  }
  const team = (name: string | null | undefined) => (name == null ? null : teams.get(teamKey(name))!);
  const deciders = SPORT_DECIDERS[tournament.sport];
  const stages = new Map<number, Stage>();
  const groups = new Map<string, StageGroup>();
  for (const [index, planned] of [...(plan.stages ?? [])].sort((a, b) => a.sequence - b.sequence).entries()) {
    if (planned.decider && !deciders.includes(planned.decider)) {
      throw new InputError({
        [`stages[${index}].decider`]: `A ${tournament.sport} match is settled by ${deciders.join(' or ')}`,
      });
    }
    const stage = tx.create(Stage, {
      tournament,
      sequence: planned.sequence,
      name: planned.name,
      format: planned.format,
      thirdPlaceMatch: planned.thirdPlaceMatch ?? false,
      decider: planned.decider ?? null,
      slots: null,
    });
    stages.set(planned.sequence, stage);
    for (const group of planned.groups) {
      const created = tx.create(StageGroup, {
        stage,
        name: group.name,
        teams: group.teams.map((name) => team(name)!.id),
      });
      groups.set(`${planned.sequence}:${group.name}`, created);
    }
  }
  await tx.flush();
  for (const planned of plan.stages ?? []) {
    if (!KNOCKOUT_FORMATS.includes(planned.format)) continue;
    stages.get(planned.sequence)!.slots = (planned.slots ?? []).map((slot): SlotSpec =>
      slot.bye
        ? { bye: true }
        : slot.stage == null
          ? { teamId: team(slot.team)?.id ?? null, ...(slot.override ? { override: true } : {}) }
          : {
              stageId: stages.get(slot.stage)!.id,
              groupName: slot.group ?? null,
              position: slot.position ?? null,
              teamId: team(slot.team)?.id ?? null,
              ...(slot.override ? { override: true } : {}),
            },
    );
  }

  const matches = plan.fixtures.map((fixture) => {
    const place = fixture.stage ?? null;
    const home = team(fixture.home);
    const match = tx.create(Match, {
      tournament,
      stage: place ? stages.get(place.sequence)! : null,
      group: place?.group != null ? groups.get(`${place.sequence}:${place.group}`)! : null,
      homeTeam: home,
      awayTeam: team(fixture.away),
      homeSlot: place?.homeSlot ?? null,
      awaySlot: place?.awaySlot ?? null,
      roundNumber: fixture.round,
      roundName: place?.roundName ?? null,
      matchNumber: fixture.matchNumber,
      needsWinner: place?.needsWinner ?? null,
      decider: place?.decider ?? null,
      isFinal: place?.isFinal ?? false,
      scheduledDate: kickOff(fixture),
      venue: fixture.venue ?? home?.homeGround ?? null,
    });
    try {
      checkWithinTournament(tournament, match.scheduledDate);
    } catch (error) {
      if (error instanceof InputError)
        throw new InputError({ [`${fixture.ref}.date`]: `${fixture.ref}: ${error.fields.scheduledDate}` });
      throw error;
    }
    return match;
  });
  plan.fixtures.forEach((fixture, index) => {
    const place = fixture.stage;
    if (!place) return;
    const match = matches[index];
    if (place.next) {
      match.nextMatch = ref(matches[place.next.fixture]);
      match.nextMatchSlot = place.next.side;
    }
    if (place.loserNext) {
      match.loserNextMatch = ref(matches[place.loserNext.fixture]);
      match.loserNextMatchSlot = place.loserNext.side;
    }
    if (place.replayOf != null) match.replayOf = ref(matches[place.replayOf]);
  });
  await tx.flush();
  return matches.map((match) => match.id);
}
