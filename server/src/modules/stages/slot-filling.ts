import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Match, MatchStatus } from '../matches/match.entity.js';
import { registerStageMatchCompleted } from '../matches/stage-hooks.js';
import type { StandingRow } from '../standings/standing-row.type.js';
import { Team } from '../teams/team.entity.js';
import { KnockoutDecider, Stage, StageGroup, TABLE_FORMATS, type SlotSpec } from '../tournaments/stage.entity.js';
import { groupTable } from './group-tables.js';

// Filling knockout slots from the tables of earlier stages, when a stage ends and when its organiser asks;
// the matches domain calls `onStageMatchCompleted` (registered below) as each stage match completes.

/** Matches not yet played: their teams and decider may still change. */
export const OPEN = [MatchStatus.scheduled, MatchStatus.postponed];

/** A stage has ended when it has fixtures and every one is completed or cancelled. */
async function stageEnded(em: EntityManager, stageId: number): Promise<boolean> {
  const total = await em.count(Match, { stage: stageId });
  if (total === 0) return false;
  const open = await em.count(Match, {
    stage: stageId,
    status: { $nin: [MatchStatus.completed, MatchStatus.cancelled] },
  });
  return open === 0;
}

/** The group a slot reads: the named one, or a league's only table. */
async function sourceGroup(em: EntityManager, slot: SlotSpec): Promise<StageGroup | null> {
  const groups = await em.find(StageGroup, { stage: slot.stageId! }, { orderBy: { id: 'asc' } });
  if (slot.groupName) return groups.find((group) => group.name === slot.groupName) ?? null;
  return groups.length === 1 ? groups[0] : null;
}

/**
 * Fills a stage's slots from the earlier stages that have ended (the organiser's overrides stay) and puts the
 * slots' teams into the unplayed matches they feed. The stage's row is locked, so concurrent fills run one
 * after the other; filling again with nothing new changes nothing. Answers the matches changed.
 */
export async function fillSlots(tx: EntityManager, stageId: number): Promise<Match[]> {
  const stage = await tx.findOneOrFail(Stage, { id: stageId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  await tx.populate(stage, ['tournament']);
  const tournament = stage.tournament.getEntity();
  const slots = (stage.slots ?? []).map((slot) => ({ ...slot }));
  const tables = new Map<string, StandingRow[] | null>();
  for (const slot of slots) {
    if (slot.stageId == null || slot.override) continue;
    const key = `${slot.stageId}:${slot.groupName ?? ''}`;
    if (!tables.has(key)) {
      const group = (await stageEnded(tx, slot.stageId)) ? await sourceGroup(tx, slot) : null;
      tables.set(key, group ? await groupTable(tx, tournament, group) : null);
    }
    const rows = tables.get(key);
    if (rows) slot.teamId = rows[slot.position! - 1]?.teamId ?? null;
  }
  stage.slots = slots;

  const changed: Match[] = [];
  const fed = await tx.find(Match, { stage, $or: [{ homeSlot: { $ne: null } }, { awaySlot: { $ne: null } }] });
  for (const match of fed) {
    if (!OPEN.includes(match.status)) continue;
    let touched = false;
    for (const side of ['home', 'away'] as const) {
      const index = side === 'home' ? match.homeSlot : match.awaySlot;
      if (index == null) continue;
      const teamId = slots[index]?.teamId ?? null;
      const current = side === 'home' ? match.homeTeam : match.awayTeam;
      if ((current?.id ?? null) === teamId) continue;
      const team = teamId === null ? null : tx.getReference(Team, teamId, { wrapped: true });
      if (side === 'home') match.homeTeam = team;
      else match.awayTeam = team;
      touched = true;
    }
    if (touched) changed.push(match);
  }
  return changed;
}

/**
 * After a match of a stage completes (inside its transaction): when that was the stage's last open match, the
 * later stages whose slots read its positions are filled. The stage's row is locked first, so of two last
 * matches completing at once the second sees the first committed and does the fill.
 */
export async function onStageMatchCompleted(tx: EntityManager, match: Match): Promise<Match[]> {
  const stage = await tx.findOne(
    Stage,
    { id: match.stage!.id },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (stage && match.decider === KnockoutDecider.REPLAY && !match.winnerTeam) return [await replay(tx, match)];
  if (!stage || !TABLE_FORMATS.includes(stage.format)) return [];
  await tx.flush();
  if (!(await stageEnded(tx, stage.id))) return [];
  const later = await tx.find(Stage, { tournament: stage.tournament.id, sequence: { $gt: stage.sequence } });
  const changed: Match[] = [];
  for (const target of later) {
    if ((target.slots ?? []).some((slot) => slot.stageId === stage.id))
      changed.push(...(await fillSlots(tx, target.id)));
  }
  return changed;
}

registerStageMatchCompleted(onStageMatchCompleted);

/**
 * A knockout match completed level in a stage that replays: the same pairing again, its winner going where the
 * first match's would have (once only: the stage's row is locked and an existing replay is answered).
 */
async function replay(tx: EntityManager, match: Match): Promise<Match> {
  match.decidedBy = 'level: to be replayed';
  // The replay may be there already: the result corrected, or a season file that brought its fixtures whole.
  const existing = await tx.findOne(Match, { replayOf: match });
  if (existing) return existing;
  const last = await tx.findOne(
    Match,
    { tournament: match.tournament },
    { orderBy: { matchNumber: 'desc nulls last' } },
  );
  const again = tx.create(Match, {
    tournament: match.tournament,
    stage: match.stage,
    homeTeam: match.homeTeam,
    awayTeam: match.awayTeam,
    roundNumber: match.roundNumber,
    roundName: `${(match.roundName ?? 'Match').replace(/ \(replay\)$/, '')} (replay)`,
    matchNumber: (last?.matchNumber ?? 0) + 1,
    needsWinner: false,
    decider: KnockoutDecider.REPLAY,
    isFinal: match.isFinal,
    nextMatch: match.nextMatch,
    nextMatchSlot: match.nextMatchSlot,
    loserNextMatch: match.loserNextMatch,
    loserNextMatchSlot: match.loserNextMatchSlot,
    replayOf: match,
  });
  return again;
}
