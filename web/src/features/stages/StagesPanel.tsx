import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { KnockoutDecider, SlotInput, StageFormat, StageInput } from '../../gql/graphql';
import { useConfirm } from '../../components/ConfirmDialog';
import { describeError } from '../../lib/errors';
import { SelectField, TextField } from '../management/fields';
import { serverFieldErrors, type FieldErrors } from '../management/validation';
import { DECIDER_LABELS, deciderOptions, SPORT_WAY } from './deciders';

export const ManagedStagesQuery = graphql(`
  query ManagedStages($id: Int!) {
    managedTournament(id: $id) {
      id
      sport
      knockoutDecider
      stages {
        id
        name
        sequence
        format
        thirdPlaceMatch
        decider
        effectiveDecider
        groups {
          name
          teamIds
        }
        slots {
          position
          label
          teamId
          overridden
        }
        matches {
          id
          status
        }
      }
    }
  }
`);

export const AddStageMutation = graphql(`
  mutation AddStage($tournamentId: Int!, $input: StageInput!) {
    addStage(tournamentId: $tournamentId, input: $input) {
      id
    }
  }
`);

export const GenerateStageFixturesMutation = graphql(`
  mutation GenerateStageFixtures($tournamentId: Int!, $stageId: Int!, $replace: Boolean) {
    generateFixtures(tournamentId: $tournamentId, stageId: $stageId, replace: $replace) {
      id
    }
  }
`);

export const OverrideSlotMutation = graphql(`
  mutation OverrideSlot($tournamentId: Int!, $stageId: Int!, $position: Int!, $teamId: Int!) {
    overrideSlot(tournamentId: $tournamentId, stageId: $stageId, position: $position, teamId: $teamId) {
      id
    }
  }
`);

export const RemoveStageMutation = graphql(`
  mutation RemoveStage($tournamentId: Int!, $stageId: Int!) {
    removeStage(tournamentId: $tournamentId, stageId: $stageId) {
      id
    }
  }
`);

export const MoveStageMutation = graphql(`
  mutation MoveStage($tournamentId: Int!, $stageId: Int!, $position: Int!) {
    moveStage(tournamentId: $tournamentId, stageId: $stageId, position: $position) {
      id
    }
  }
`);

type Team = { id: number; name: string };
type Stage = { id: number; name: string; format: StageFormat; groups: { name: string; teamIds: number[] }[] };

const FORMATS: { value: StageFormat; label: string }[] = [
  { value: 'GROUPS', label: 'Groups (each a round robin)' },
  { value: 'ROUND_ROBIN', label: 'Round robin (every pair once)' },
  { value: 'LEAGUE', label: 'League (home and away)' },
  { value: 'KNOCKOUT', label: 'Knockout' },
  { value: 'PAGE_PLAYOFF', label: 'Page playoff (top four)' },
];

const TABLE_FORMATS = new Set<StageFormat>(['GROUPS', 'ROUND_ROBIN', 'LEAGUE']);
const letter = (index: number) => `Group ${String.fromCharCode(65 + index)}`;
const ordinal = (position: number) =>
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
function slotInput(value: string): SlotInput {
  if (value === 'bye') return { bye: true };
  if (value.startsWith('team:')) return { teamId: Number(value.slice(5)) };
  const [, stageId, groupName, position] = value.split(':');
  return { stageId: Number(stageId), groupName: groupName || null, position: Number(position) };
}

/**
 * The organiser's stages: add one (groups drawn or seeded, slots), generate its fixtures, override a slot, move a
 * stage up or down, remove one.
 */
export function StagesPanel({ tournamentId, teams }: { tournamentId: number; teams: Team[] }) {
  const { data, refetch } = useQuery(ManagedStagesQuery, { variables: { id: tournamentId } });
  const [addStage, adding] = useMutation(AddStageMutation);
  const [generate] = useMutation(GenerateStageFixturesMutation);
  const [override] = useMutation(OverrideSlotMutation);
  const [removeStage] = useMutation(RemoveStageMutation);
  const [moveStage] = useMutation(MoveStageMutation);
  const { confirm, dialog } = useConfirm();
  const [name, setName] = useState('');
  const [format, setFormat] = useState<StageFormat>('GROUPS');
  const [groupCount, setGroupCount] = useState('2');
  const [draw, setDraw] = useState<Record<number, number>>({});
  const [slotCount, setSlotCount] = useState('4');
  const [slots, setSlots] = useState<string[]>([]);
  const [thirdPlace, setThirdPlace] = useState('no');
  const [decider, setDecider] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const [overrides, setOverrides] = useState<Record<string, string>>({});

  const stages = data?.managedTournament.stages ?? [];
  const sport = data?.managedTournament.sport ?? 'football';
  const tournamentDecider = data?.managedTournament.knockoutDecider;
  const tournamentWay = tournamentDecider ? DECIDER_LABELS[tournamentDecider] : `the sport’s way, ${SPORT_WAY[sport]}`;
  const groups = Math.max(1, Math.min(16, Number(groupCount) || 1));
  const slotTotal = format === 'PAGE_PLAYOFF' ? 4 : Number(slotCount);
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const sources = stages
    .filter((stage) => TABLE_FORMATS.has(stage.format))
    .flatMap((stage: Stage) =>
      stage.groups.flatMap((group) =>
        group.teamIds.map((_, index) => ({
          value: `pos:${stage.id}:${stage.format === 'GROUPS' ? group.name : ''}:${index + 1}`,
          label: `${ordinal(index + 1)} ${group.name}`,
        })),
      ),
    );
  const slotOptions = [
    ...sources,
    ...teams.map((team) => ({ value: `team:${team.id}`, label: team.name })),
    { value: 'bye', label: 'Bye' },
  ];

  const submit = async () => {
    const local: FieldErrors = {};
    if (!name.trim()) local.name = 'Name the stage';
    const input: StageInput = { name, format };
    if (format === 'GROUPS') {
      const drawn = Array.from({ length: groups }, (_, index) => ({
        name: letter(index),
        teamIds: teams.filter((team) => draw[team.id] === index).map((team) => team.id),
      }));
      const thin = drawn.find((group) => group.teamIds.length < 2);
      if (teams.length < 2) local.groups = NOT_ENOUGH_TEAMS_FOR_GROUPS;
      else if (teams.some((team) => draw[team.id] === undefined)) local.groups = 'Draw every team into a group';
      else if (thin) local.groups = `${thin.name} has ${thin.teamIds.length} of the two teams a group needs`;
      input.groups = drawn;
    }
    if (format === 'KNOCKOUT' || format === 'PAGE_PLAYOFF') {
      const chosen = Array.from({ length: slotTotal }, (_, index) => slots[index] ?? '');
      chosen.forEach((value, index) => {
        if (!value) local[`slots.${index}`] = 'Choose who fills this slot';
      });
      input.slots = chosen.filter(Boolean).map(slotInput);
      if (format === 'KNOCKOUT') input.thirdPlaceMatch = thirdPlace === 'yes';
      if (decider) input.decider = decider as KnockoutDecider;
    }
    if (Object.keys(local).length > 0) return setErrors(local);
    try {
      await addStage({ variables: { tournamentId, input } });
      setErrors({});
      setName('');
      setSlots([]);
      setMessage(`Stage “${name}” added.`);
      void refetch();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { name: describeError(error) });
    }
  };
  /** The draw's error: the whole draw's, or the first of one group's (groups.1.teamIds), named by its letter. */
  const groupsError =
    errors.groups ??
    Object.entries(errors)
      .filter(([field]) => field.startsWith('groups.'))
      .map(([field, text]) => `${letter(Number(field.split('.')[1]))}: ${text}`)[0];

  const generateFor = async (stageId: number, replace: boolean) => {
    try {
      const result = await generate({ variables: { tournamentId, stageId, replace } });
      setMessage(`${result.data?.generateFixtures.length ?? 0} fixtures generated.`);
      void refetch();
    } catch (error) {
      setMessage(describeError(error));
    }
  };

  const remove = async (stage: { id: number; name: string; matches: unknown[] }) => {
    const sure = await confirm({
      title: 'Remove stage',
      message:
        stage.matches.length > 0
          ? `Remove ${stage.name} and its ${stage.matches.length} unplayed fixtures?`
          : `Remove ${stage.name}?`,
      confirmLabel: 'Remove',
    });
    if (!sure) return;
    try {
      await removeStage({ variables: { tournamentId, stageId: stage.id } });
      setMessage(`Stage “${stage.name}” removed.`);
      void refetch();
    } catch (error) {
      setMessage(describeError(error));
    }
  };

  const move = async (stage: { id: number; name: string }, position: number) => {
    try {
      await moveStage({ variables: { tournamentId, stageId: stage.id, position } });
      setMessage(`${stage.name} moved to place ${position}.`);
      void refetch();
    } catch (error) {
      setMessage(describeError(error));
    }
  };

  const overrideSlot = async (stageId: number, position: number) => {
    const teamId = Number(overrides[`${stageId}:${position}`]);
    if (!teamId) return setMessage('Choose the team for the slot.');
    try {
      await override({ variables: { tournamentId, stageId, position, teamId } });
      setMessage(`Slot ${position} set to ${names.get(teamId)}.`);
      void refetch();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setMessage(Object.values(fields)[0] ?? describeError(error));
    }
  };

  return (
    <Box
      as="section"
      mt="6"
      bg="surface"
      p="5"
      rounded="xl"
      borderWidth="1px"
      borderColor="line"
      aria-labelledby="stages-heading"
      data-testid="stages-panel"
    >
      <Heading as="h2" size="md" color="ink" id="stages-heading">
        Stages
      </Heading>
      <Text mt="1" fontSize="sm" color="fg.muted">
        Play the tournament in stages: groups or a league, then a knockout or playoff whose slots are filled from the
        tables when the earlier stage ends.
      </Text>
      {message ? (
        <Text mt="2" role="status" data-testid="stages-message">
          {message}
        </Text>
      ) : null}

      <Stack mt="4" gap="4">
        {stages.map((stage, index) => (
          <Box key={stage.id} borderWidth="1px" borderColor="line" rounded="lg" p="4" data-testid="stage">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Heading as="h3" size="sm">
                {stage.sequence}. {stage.name}{' '}
                <Badge colorPalette="sea" variant="subtle">
                  {FORMATS.find((item) => item.value === stage.format)?.label ?? stage.format}
                </Badge>
              </Heading>
              <HStack gap="2" wrap="wrap">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${stage.name} up`}
                  disabled={index === 0}
                  onClick={() => void move(stage, index)}
                >
                  ↑ Up
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Move ${stage.name} down`}
                  disabled={index === stages.length - 1}
                  onClick={() => void move(stage, index + 2)}
                >
                  ↓ Down
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove(stage)}>
                  Remove {stage.name}
                </Button>
                <Button
                  size="sm"
                  colorPalette="sea"
                  variant={stage.matches.length > 0 ? 'outline' : 'solid'}
                  onClick={() => void generateFor(stage.id, stage.matches.length > 0)}
                >
                  {stage.matches.length > 0
                    ? `Regenerate fixtures (${stage.matches.length})`
                    : `Generate fixtures for ${stage.name}`}
                </Button>
              </HStack>
            </HStack>
            {stage.format === 'KNOCKOUT' || stage.format === 'PAGE_PLAYOFF' ? (
              <Text mt="1" fontSize="sm" color="fg.muted" data-testid="stage-decider">
                A level match is settled by{' '}
                {stage.effectiveDecider
                  ? DECIDER_LABELS[stage.effectiveDecider].toLowerCase()
                  : `the sport’s way (${SPORT_WAY[sport]})`}
                {stage.decider ? ' (this stage’s own rule)' : ' (the tournament’s rule)'}.
              </Text>
            ) : null}
            {stage.format === 'GROUPS' ? (
              <SimpleGrid mt="2" columns={{ base: 1, md: 2 }} gap="2">
                {stage.groups.map((group) => (
                  <Text key={group.name} fontSize="sm">
                    <strong>{group.name}:</strong> {group.teamIds.map((id) => names.get(id) ?? `#${id}`).join(', ')}
                  </Text>
                ))}
              </SimpleGrid>
            ) : null}
            {stage.slots.length > 0 ? (
              <Stack as="ol" mt="2" gap="2" listStyleType="none">
                {stage.slots.map((slot) => (
                  <HStack as="li" key={slot.position} gap="2" wrap="wrap" data-testid="stage-slot">
                    <Text minW="48" fontSize="sm">
                      {slot.position}. {slot.label ?? names.get(slot.teamId ?? 0)}
                      {slot.teamId && slot.label ? ` → ${names.get(slot.teamId)}` : ''}
                      {slot.overridden ? ' (set by you)' : ''}
                    </Text>
                    {slot.label === 'Bye' ? null : (
                      <>
                        <Box minW="48">
                          <SelectField
                            label={`Team for slot ${slot.position}`}
                            value={overrides[`${stage.id}:${slot.position}`] ?? ''}
                            onChange={(value) =>
                              setOverrides((current) => ({ ...current, [`${stage.id}:${slot.position}`]: value }))
                            }
                            placeholder="Choose a team"
                            options={teams.map((team) => ({ value: String(team.id), label: team.name }))}
                          />
                        </Box>
                        <Button size="sm" variant="outline" onClick={() => void overrideSlot(stage.id, slot.position)}>
                          Set slot {slot.position}
                        </Button>
                      </>
                    )}
                  </HStack>
                ))}
              </Stack>
            ) : null}
          </Box>
        ))}
      </Stack>

      <Heading as="h3" size="sm" mt="6" color="ink">
        Add a stage
      </Heading>
      <SimpleGrid mt="3" columns={{ base: 1, md: 2 }} gap="3">
        <TextField label="Stage name" value={name} onChange={setName} error={errors.name} />
        <SelectField
          label="Format"
          value={format}
          onChange={(value) => setFormat(value as StageFormat)}
          options={FORMATS}
          error={errors.format}
        />
      </SimpleGrid>

      {format === 'GROUPS' ? (
        <Stack mt="3" gap="3">
          <HStack gap="3" align="end" wrap="wrap">
            <Box maxW="40">
              <TextField label="Groups" type="number" min={1} max={16} value={groupCount} onChange={setGroupCount} />
            </Box>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                setDraw(
                  seedGroups(
                    teams.map((team) => team.id),
                    groups,
                  ),
                )
              }
            >
              Seed in registration order
            </Button>
          </HStack>
          {teams.length < 2 ? (
            <Text color="fg.muted" data-testid="groups-need-teams">
              {NOT_ENOUGH_TEAMS_FOR_GROUPS}
            </Text>
          ) : null}
          {groupsError ? (
            <Text color="fg.error" role="alert">
              {groupsError}
            </Text>
          ) : null}
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
            {teams.map((team) => (
              <SelectField
                key={team.id}
                label={team.name}
                value={draw[team.id] === undefined ? '' : String(draw[team.id])}
                onChange={(value) =>
                  setDraw((current) => {
                    const next = { ...current };
                    if (value === '') delete next[team.id];
                    else next[team.id] = Number(value);
                    return next;
                  })
                }
                placeholder="Not drawn"
                options={Array.from({ length: groups }, (_, index) => ({ value: String(index), label: letter(index) }))}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}

      {format === 'KNOCKOUT' || format === 'PAGE_PLAYOFF' ? (
        <Stack mt="3" gap="3">
          {format === 'KNOCKOUT' ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <SelectField
                label="Slots in the first round"
                value={slotCount}
                onChange={setSlotCount}
                options={['2', '4', '8', '16', '32'].map((value) => ({ value, label: value }))}
                error={errors.slots}
              />
              <SelectField
                label="Third-place match"
                value={thirdPlace}
                onChange={setThirdPlace}
                options={[
                  { value: 'no', label: 'No' },
                  { value: 'yes', label: 'Yes: the semi-final losers play' },
                ]}
                error={errors.thirdPlaceMatch}
              />
            </SimpleGrid>
          ) : null}
          <Box maxW={{ md: '50%' }}>
            <SelectField
              label="A level match is settled by"
              value={decider}
              onChange={setDecider}
              options={deciderOptions(sport, `As the tournament: ${tournamentWay.toLowerCase()}`)}
              error={errors.decider}
            />
          </Box>
          <Text fontSize="sm" color="fg.muted">
            Bracket order: slot 1 plays slot 2, slot 3 plays slot 4, and so on.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
            {Array.from({ length: slotTotal }, (_, index) => (
              <SelectField
                key={index}
                label={`Slot ${index + 1}`}
                value={slots[index] ?? ''}
                onChange={(value) =>
                  setSlots((current) => {
                    const next = [...current];
                    next[index] = value;
                    return next;
                  })
                }
                placeholder="Choose"
                options={slotOptions}
                error={
                  errors[`slots.${index}`] ??
                  errors[`slots.${index}.teamId`] ??
                  errors[`slots.${index}.groupName`] ??
                  errors[`slots.${index}.position`]
                }
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}

      <Button mt="4" colorPalette="sea" loading={adding.loading} onClick={() => void submit()}>
        Add Stage
      </Button>
      {dialog}
    </Box>
  );
}
