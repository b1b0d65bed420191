import { z } from 'zod';
import { KnockoutDecider, StageFormat } from '../enums.js';
import { requiredName } from './fields.js';

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

/** One first-round slot: a team, a bye, or a position of an earlier stage's table. */
export const slotSchema = z
  .object({
    teamId: id('Choose a team').nullish(),
    bye: z.boolean().nullish(),
    stageId: id('Choose an earlier stage').nullish(),
    groupName: z.string().trim().max(50).nullish(),
    position: z
      .number({ error: 'Enter a position from 1' })
      .int('Enter a position from 1')
      .min(1, 'Enter a position from 1')
      // No table is longer than a tournament's largest field of teams.
      .max(1024, 'Enter a position from 1 to 1024')
      .nullish(),
  })
  .superRefine((slot, context) => {
    const kinds = [slot.teamId != null, slot.bye === true, slot.stageId != null].filter(Boolean).length;
    if (kinds !== 1) {
      context.addIssue({
        code: 'custom',
        message: 'A slot is a team, a bye, or a position of an earlier stage: give exactly one',
      });
    } else if (slot.stageId != null && slot.position == null) {
      context.addIssue({ code: 'custom', path: ['position'], message: 'Name the position in the earlier stage' });
    }
  });

export const groupSchema = z.object({
  name: requiredName('Name the group', 50),
  teamIds: z.array(id('Choose a team')).min(2, 'A group needs at least two teams'),
});

export const stageSchema = z
  .object({
    name: requiredName('Name the stage', 100),
    format: z.enum(StageFormat, { error: 'Choose the stage’s format' }),
    groups: z.array(groupSchema).max(64).nullish(),
    slots: z.array(slotSchema).max(256).nullish(),
    thirdPlaceMatch: z.boolean().nullish(),
    decider: z.enum(KnockoutDecider, { error: 'Choose how a level match is settled' }).nullish(),
  })
  .superRefine((stage, context) => {
    const slots = stage.slots ?? [];
    const groups = stage.groups ?? [];
    const knockout = stage.format === StageFormat.KNOCKOUT || stage.format === StageFormat.PAGE_PLAYOFF;
    if (stage.format === StageFormat.GROUPS && groups.length === 0) {
      context.addIssue({ code: 'custom', path: ['groups'], message: 'A group stage needs its groups' });
    }
    if (!knockout && slots.length > 0) {
      context.addIssue({ code: 'custom', path: ['slots'], message: 'Only a knockout or a page playoff has slots' });
    }
    if (knockout && groups.length > 0) {
      context.addIssue({ code: 'custom', path: ['groups'], message: 'A knockout or a page playoff has no groups' });
    }
    if ((stage.format === StageFormat.LEAGUE || stage.format === StageFormat.ROUND_ROBIN) && groups.length > 1) {
      context.addIssue({ code: 'custom', path: ['groups'], message: 'A league is one table: give one group at most' });
    }
    if (stage.format === StageFormat.PAGE_PLAYOFF && slots.length !== 4) {
      context.addIssue({ code: 'custom', path: ['slots'], message: 'A page playoff has four slots, 1st to 4th' });
    }
    if (stage.format === StageFormat.KNOCKOUT) {
      const size = slots.length;
      if (size < 2 || (size & (size - 1)) !== 0) {
        context.addIssue({
          code: 'custom',
          path: ['slots'],
          message: `A bracket has 2, 4, 8, 16... slots (${size} given): fill the rest with byes`,
        });
      }
      for (let index = 0; index + 1 < size; index += 2) {
        if (slots[index].bye && slots[index + 1].bye) {
          context.addIssue({ code: 'custom', path: ['slots', index + 1], message: 'A bye cannot play a bye' });
        }
      }
      if (size === 2 && slots.some((slot) => slot.bye)) {
        context.addIssue({ code: 'custom', path: ['slots'], message: 'A final cannot have a bye' });
      }
    }
    if (stage.decider && !knockout) {
      context.addIssue({
        code: 'custom',
        path: ['decider'],
        message: 'Only a knockout or a page playoff settles level matches',
      });
    }
    if (stage.thirdPlaceMatch && (stage.format !== StageFormat.KNOCKOUT || slots.length < 4)) {
      context.addIssue({
        code: 'custom',
        path: ['thirdPlaceMatch'],
        message: 'A third-place match follows the semi-finals of a knockout of four or more',
      });
    }
  });

/** A knockout round named as fans say it, from the number of teams in it. */
export function knockoutRoundName(teams: number): string {
  if (teams === 2) return 'Final';
  if (teams === 4) return 'Semi-final';
  if (teams === 8) return 'Quarter-final';
  return `Round of ${teams}`;
}
