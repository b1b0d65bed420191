import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ManagedStagesQuery } from '../../gql/graphql';
import type { useConfirm } from '../../components/ConfirmDialog';
import { useLanguage, useT } from '../../i18n/use-t';
import { describeError } from '../../lib/errors';
import { SelectField } from '../management/fields';
import { serverFieldErrors } from '../management/validation';
import { DECIDER_IDS, SPORT_WAY_IDS } from './deciders';
import { STAGE_FORMATS, type StageTeam } from './stage-draw';

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

type ManagedStage = ManagedStagesQuery['managedTournament']['stages'][number];

/**
 * The tournament's stages in order, each with its groups or slots: generate its fixtures, move it up or down,
 * remove it, or set a slot's team by hand.
 */
export function StageList({
  tournamentId,
  stages,
  sport,
  teams,
  confirm,
  onMessage,
  onChanged,
}: {
  tournamentId: number;
  stages: ManagedStage[];
  sport: string;
  teams: StageTeam[];
  /** The panel's confirmation: the panel renders its dialog, after the form. */
  confirm: ReturnType<typeof useConfirm>['confirm'];
  onMessage: (message: string) => void;
  onChanged: () => void;
}) {
  const [generate] = useMutation(GenerateStageFixturesMutation);
  const [override] = useMutation(OverrideSlotMutation);
  const [removeStage] = useMutation(RemoveStageMutation);
  const [moveStage] = useMutation(MoveStageMutation);
  const [overrides, setOverrides] = useState<Record<string, string>>({});
  const t = useT();
  const language = useLanguage();
  const names = new Map(teams.map((team) => [team.id, team.name]));

  const generateFor = async (stageId: number, replace: boolean) => {
    try {
      const result = await generate({ variables: { tournamentId, stageId, replace } });
      onMessage(t('stages.list.generated', { count: result.data?.generateFixtures.length ?? 0 }));
      onChanged();
    } catch (error) {
      onMessage(describeError(error, t));
    }
  };

  const remove = async (stage: { id: number; name: string; matches: unknown[] }) => {
    const sure = await confirm({
      title: t('stages.list.removeTitle'),
      message:
        stage.matches.length > 0
          ? t('stages.list.removeWithFixtures', { stage: stage.name, count: stage.matches.length })
          : t('stages.list.removeOnly', { stage: stage.name }),
      confirmLabel: t('stages.list.removeConfirm'),
    });
    if (!sure) return;
    try {
      await removeStage({ variables: { tournamentId, stageId: stage.id } });
      onMessage(t('stages.list.removed', { stage: stage.name }));
      onChanged();
    } catch (error) {
      onMessage(describeError(error, t));
    }
  };

  const move = async (stage: { id: number; name: string }, position: number) => {
    try {
      await moveStage({ variables: { tournamentId, stageId: stage.id, position } });
      onMessage(t('stages.list.moved', { stage: stage.name, position }));
      onChanged();
    } catch (error) {
      onMessage(describeError(error, t));
    }
  };

  const overrideSlot = async (stageId: number, position: number) => {
    const teamId = Number(overrides[`${stageId}:${position}`]);
    if (!teamId) return onMessage(t('stages.list.chooseSlotTeam'));
    try {
      await override({ variables: { tournamentId, stageId, position, teamId } });
      onMessage(t('stages.list.slotSet', { position, team: names.get(teamId) ?? '' }));
      onChanged();
    } catch (error) {
      const fields = serverFieldErrors(error, t);
      onMessage(Object.values(fields)[0] ?? describeError(error, t));
    }
  };

  const formatLabel = (format: string) => {
    const label = STAGE_FORMATS.find((item) => item.value === format)?.label;
    return label ? t(label) : format;
  };

  return (
    <Stack mt="4" gap="4">
      {stages.map((stage, index) => (
        <Box key={stage.id} borderWidth="1px" borderColor="line" rounded="lg" p="4" data-testid="stage">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h3" size="sm">
              {t('stages.list.title', { sequence: stage.sequence, stage: stage.name })}{' '}
              <Badge colorPalette="sea" variant="subtle">
                {formatLabel(stage.format)}
              </Badge>
            </Heading>
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('stages.list.moveUpLabel', { stage: stage.name })}
                disabled={index === 0}
                onClick={() => void move(stage, index)}
              >
                {t('stages.list.up')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('stages.list.moveDownLabel', { stage: stage.name })}
                disabled={index === stages.length - 1}
                onClick={() => void move(stage, index + 2)}
              >
                {t('stages.list.down')}
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove(stage)}>
                {t('stages.list.remove', { stage: stage.name })}
              </Button>
              <Button
                size="sm"
                colorPalette="sea"
                variant={stage.matches.length > 0 ? 'outline' : 'solid'}
                onClick={() => void generateFor(stage.id, stage.matches.length > 0)}
              >
                {stage.matches.length > 0
                  ? t('stages.list.regenerate', { count: stage.matches.length })
                  : t('stages.list.generate', { stage: stage.name })}
              </Button>
            </HStack>
          </HStack>
          {stage.format === 'KNOCKOUT' || stage.format === 'PAGE_PLAYOFF' ? (
            <Text mt="1" fontSize="sm" color="fg.muted" data-testid="stage-decider">
              {t('stages.list.settledBy', {
                way: stage.effectiveDecider
                  ? t(DECIDER_IDS[stage.effectiveDecider]).toLocaleLowerCase(language)
                  : t('stages.list.sportWay', { way: t(SPORT_WAY_IDS[sport]) }),
                rule: stage.decider ? 'stage' : 'tournament',
              })}
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
                    {slot.overridden ? ` ${t('stages.list.setByYou')}` : ''}
                  </Text>
                  {slot.bye ? null : (
                    <>
                      <Box minW="48">
                        <SelectField
                          label={t('stages.list.slotTeam', { position: slot.position })}
                          value={overrides[`${stage.id}:${slot.position}`] ?? ''}
                          onChange={(value) =>
                            setOverrides((current) => ({ ...current, [`${stage.id}:${slot.position}`]: value }))
                          }
                          placeholder={t('stages.list.chooseTeam')}
                          options={teams.map((team) => ({ value: String(team.id), label: team.name }))}
                        />
                      </Box>
                      <Button size="sm" variant="outline" onClick={() => void overrideSlot(stage.id, slot.position)}>
                        {t('stages.list.setSlot', { position: slot.position })}
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
  );
}
