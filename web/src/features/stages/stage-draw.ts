import type { SlotInput, StageFormat } from '../../gql/graphql';
import type { SiteFormat } from '../../i18n/format';
import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-t';

/** A team as the stages panel offers it: in the draw, a slot and a slot's override. */
export type StageTeam = { id: number; name: string };

/** The formats a stage can take, as the organiser reads them. */
export const STAGE_FORMATS: { value: StageFormat; label: MessageId }[] = [
  { value: 'GROUPS', label: 'stages.format.groups' },
  { value: 'ROUND_ROBIN', label: 'stages.format.roundRobin' },
  { value: 'LEAGUE', label: 'stages.format.league' },
  { value: 'KNOCKOUT', label: 'stages.format.knockout' },
  { value: 'PAGE_PLAYOFF', label: 'stages.format.pagePlayoff' },
];

/** The formats that end in a table, so a later stage's slots can name a place in them. */
export const TABLE_FORMATS = new Set<StageFormat>(['GROUPS', 'ROUND_ROBIN', 'LEAGUE']);

const groupLetter = (index: number) => String.fromCharCode(65 + index);

/**
 * A group's name as the draw sends it to the server: Group A, Group B and so on. It is the group's stored name
 * (the server's round labels are built from it), so it stays the same whatever language the organiser reads.
 */
export const groupLabel = (index: number) => `Group ${groupLetter(index)}`;

/** A group's name from its place in the draw, as the organiser reads it: Group A, Grupo A, Groupe A. */
export const groupTitle = (index: number, t: Translate) => t('stages.group', { letter: groupLetter(index) });

/** A finishing place in a group as a slot's source reads it: Winner Group A, Runner-up Group A, 3rd place Group A. */
export function placeIn(position: number, group: string, t: Translate, format: SiteFormat): string {
  if (position === 1) return t('stages.source.winner', { group });
  if (position === 2) return t('stages.source.runnerUp', { group });
  return t('stages.source.place', { place: format.ordinal(position), group });
}

/** Why a group stage cannot be added yet: its groups are drawn from the registered teams. */
export const NOT_ENOUGH_TEAMS_FOR_GROUPS_ID: MessageId = 'stages.draw.notEnoughTeams';

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
