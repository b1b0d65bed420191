import { z } from 'zod';
import { KnockoutDecider, Side, StageFormat } from '../../../../shared/enums.js';

// A season's stages in the site's own file: stages name their teams and earlier stages, and fixtures name their
// stage, group and the fixtures they lead to, by references inside the file (team names, stage sequences and
// fixture indexes), so a season exported from one tournament imports into a new one unchanged.

const teamName = z.string().trim().min(1, 'is empty').max(100, 'has at most 100 characters');

/** A first-round slot: a team, a bye, or a position of an earlier stage's table (its team once that stage ended). */
const slotSchema = z
  .object({
    team: teamName.nullable().optional(),
    bye: z.boolean().optional(),
    stage: z.number().int().min(1).nullable().optional(),
    group: z.string().max(100).nullable().optional(),
    position: z.number().int().min(1).max(1024).nullable().optional(),
    override: z.boolean().optional(),
  })
  .strict();

export const seasonStageSchema = z
  .object({
    name: z.string().trim().min(1, 'is empty').max(100),
    format: z.enum(StageFormat),
    sequence: z.number().int().min(1).max(100),
    thirdPlaceMatch: z.boolean().optional(),
    decider: z.enum(KnockoutDecider).nullable().optional(),
    groups: z.array(
      z.object({ name: z.string().trim().min(1, 'is empty').max(100), teams: z.array(teamName).max(1024) }),
    ),
    slots: z.array(slotSchema).max(1024).nullable().optional(),
  })
  .strict();

const link = z.object({ fixture: z.number().int().min(0), side: z.enum(Side) }).strict();

/** Where a fixture sits in the stages: null for a fixture of a tournament played as one stage. */
export const fixtureStageSchema = z
  .object({
    sequence: z.number().int().min(1),
    group: z.string().max(100).nullable(),
    roundName: z.string().max(100).nullable(),
    homeSlot: z.number().int().min(0).nullable(),
    awaySlot: z.number().int().min(0).nullable(),
    next: link.nullable(),
    loserNext: link.nullable(),
    replayOf: z.number().int().min(0).nullable(),
    needsWinner: z.boolean().nullable(),
    decider: z.enum(KnockoutDecider).nullable(),
    isFinal: z.boolean(),
  })
  .strict();

export type PlannedSlot = z.infer<typeof slotSchema>;
export type PlannedStage = z.infer<typeof seasonStageSchema>;
export type PlannedFixtureStage = z.infer<typeof fixtureStageSchema>;
