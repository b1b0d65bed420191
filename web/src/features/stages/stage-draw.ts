import type { SlotInput, StageFormat } from '../../gql/graphql';

/** A team as the stages panel offers it: in the draw, a slot and a slot's override. */
export type StageTeam = { id: number; name: string };

/** The formats a stage can take, as the organiser reads them. */
export const STAGE_FORMATS: { value: StageFormat; label: string }[] = [
  { value: 'GROUPS', label: 'Groups (each a round robin)' },
  { value: 'ROUND_ROBIN', label: 'Round robin (every pair once)' },
  { value: 'LEAGUE', label: 'League (home and away)' },
  { value: 'KNOCKOUT', label: 'Knockout' },
  { value: 'PAGE_PLAYOFF', label: 'Page playoff (top four)' },
];

/** The formats that end in a table, so a later stage's slots can name a place in them. */
export const TABLE_FORMATS = new Set<StageFormat>(['GROUPS', 'ROUND_ROBIN', 'LEAGUE']);

/** A group's name from its place in the draw: Group A, Group B and so on. */
export const groupLabel = (index: number) => `Group ${String.fromCharCode(65 + index)}`;

/** A finishing place as a slot's source reads it: Winner, Runner-up, 3rd place. */
export const ordinal = (position: number) =>
  position === 1 ? 'Winner' : position === 2 ? 'Runner-up' : `${position}${position === 3 ? 'rd' : 'th'} place`;

/** Why a group stage cannot be added yet: its groups are drawn from the registered teams. */
export const NOT_ENOUGH_TEAMS_FOR_GROUPS =
  'A group stage is drawn from the registered teams: register at least two teams first, then draw them into groups.';

/** Snake seeding: the best seeds spread across the groups, A B C D then D C B A. */
export function seedGroups(teamIds: number[], groups: number): Record<number, number> {
  const placed: Record<number, number> = {};
  teamIds.forEach((teamId, index) => {
    const lap = Math.floor(index / groups);
    const at = index % groups;
    placed[teamId] = lap % 2 === 0 ? at : groups - 1 - at;
  });
  return placed;
}

/** A slot's choice as the select holds it: `team:ID`, `bye`, or `pos:STAGE:GROUP:POSITION`. */
export function slotInput(value: string): SlotInput {
  if (value === 'bye') return { bye: true };
  if (value.startsWith('team:')) return { teamId: Number(value.slice(5)) };
  const [, stageId, groupName, position] = value.split(':');
  return { stageId: Number(stageId), groupName: groupName || null, position: Number(position) };
}
