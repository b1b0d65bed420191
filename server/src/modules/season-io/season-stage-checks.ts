import { StageFormat } from '../../../../shared/enums.js';
import { teamKey, type Problem } from './season-plan.js';
import type { PlannedFixtureStage, PlannedStage } from './season-stages.js';

const TABLES: readonly StageFormat[] = [StageFormat.ROUND_ROBIN, StageFormat.LEAGUE, StageFormat.GROUPS];

/**
 * Every reference of the stages and of the fixtures' places in them resolves inside the file: teams are the
 * season's, a slot reads an earlier table stage and one of its groups, a fixture's stage, group and links exist.
 */
export function checkStageReferences(
  stages: readonly PlannedStage[],
  fixtures: readonly {
    home: string | null;
    away: string | null;
    stage?: PlannedFixtureStage | null;
    hasResult: boolean;
  }[],
  teams: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  const say = (field: string, message: string) => problems.push({ field, message: `${field}: ${message}` });
  const bySequence = new Map<number, PlannedStage>();
  stages.forEach((stage, index) => {
    const at = `stages[${index}]`;
    if (bySequence.has(stage.sequence)) say(`${at}.sequence`, `two stages are number ${stage.sequence}`);
    bySequence.set(stage.sequence, stage);
    const groups = new Set<string>();
    const drawn = new Set<string>();
    stage.groups.forEach((group, g) => {
      if (groups.has(group.name)) say(`${at}.groups[${g}].name`, `two groups are named ${group.name}`);
      groups.add(group.name);
      group.teams.forEach((name, t) => {
        const field = `${at}.groups[${g}].teams[${t}]`;
        if (!teams.has(teamKey(name))) say(field, `"${name}" is not one of the season's teams`);
        else if (drawn.has(teamKey(name))) say(field, `"${name}" is in two groups of the stage`);
        drawn.add(teamKey(name));
      });
    });
  });
  stages.forEach((stage, index) => {
    (stage.slots ?? []).forEach((slot, s) => {
      const at = `stages[${index}].slots[${s}]`;
      if (slot.team != null && !teams.has(teamKey(slot.team)))
        say(`${at}.team`, `"${slot.team}" is not one of the season's teams`);
      if (slot.stage == null) return;
      const source = bySequence.get(slot.stage);
      if (!source || source.sequence >= stage.sequence || !TABLES.includes(source.format)) {
        say(`${at}.stage`, `stage ${slot.stage} is not an earlier league or group stage of the file`);
      } else if (
        slot.group != null ? !source.groups.some((group) => group.name === slot.group) : source.groups.length !== 1
      ) {
        say(
          `${at}.group`,
          slot.group != null ? `${source.name} has no group named ${slot.group}` : `name the group of ${source.name}`,
        );
      } else if (slot.position == null) say(`${at}.position`, 'a slot of a table names its position');
    });
  });
  fixtures.forEach((fixture, index) => {
    const at = `fixtures[${index}]`;
    const place = fixture.stage;
    if (!place) {
      for (const side of ['home', 'away'] as const)
        if (fixture[side] === null) say(`${at}.${side}`, 'only a fixture of a stage waits for its team');
      return;
    }
    if (fixture.hasResult && (fixture.home === null || fixture.away === null)) {
      say(`${at}.result`, 'a result needs both teams');
    }
    const stage = bySequence.get(place.sequence);
    if (!stage) {
      say(`${at}.stage.sequence`, `the file has no stage ${place.sequence}`);
      return;
    }
    if (place.group != null && !stage.groups.some((group) => group.name === place.group)) {
      say(`${at}.stage.group`, `${stage.name} has no group named ${place.group}`);
    }
    for (const key of ['homeSlot', 'awaySlot'] as const) {
      const slot = place[key];
      if (slot != null && slot >= (stage.slots ?? []).length)
        say(`${at}.stage.${key}`, `${stage.name} has no slot ${slot + 1}`);
    }
    for (const key of ['next', 'loserNext'] as const) {
      const target = place[key]?.fixture;
      if (target != null && (target >= fixtures.length || target === index)) {
        say(`${at}.stage.${key}.fixture`, `no other fixture has index ${target}`);
      }
    }
    if (place.replayOf != null && (place.replayOf >= fixtures.length || place.replayOf === index)) {
      say(`${at}.stage.replayOf`, `no other fixture has index ${place.replayOf}`);
    }
  });
  return problems;
}
