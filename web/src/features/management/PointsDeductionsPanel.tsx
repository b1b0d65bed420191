import { useMutation } from '@apollo/client/react';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useT } from '../../i18n/use-t';
import { describeError } from '../../lib/errors';
import { SelectField, TextField } from './fields';
import { serverFieldErrors, type FieldErrors } from './validation';

export const DeductPointsMutation = graphql(`
  mutation DeductPoints($tournamentId: Int!, $teamId: Int!, $points: Int!, $reason: String!) {
    deductPoints(tournamentId: $tournamentId, teamId: $teamId, points: $points, reason: $reason) {
      id
    }
  }
`);

export const RemovePointsDeductionMutation = graphql(`
  mutation RemovePointsDeduction($id: Int!) {
    removePointsDeduction(id: $id) {
      id
    }
  }
`);

type Deduction = { id: number; points: number; reason: string; team: { name: string } };

/** The organiser takes points off a team, with the reason the public table shows as a footnote. */
export function PointsDeductionsPanel({
  tournamentId,
  teams,
  deductions,
  onChanged,
}: {
  tournamentId: number;
  teams: { id: number; name: string }[];
  deductions: Deduction[];
  onChanged: () => void;
}) {
  const t = useT();
  const [deduct, deducting] = useMutation(DeductPointsMutation);
  const [removeDeduction, removing] = useMutation(RemovePointsDeductionMutation);
  const [removeFailure, setRemoveFailure] = useState('');
  const [form, setForm] = useState({ teamId: '', points: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const local: FieldErrors = {};
    if (!form.teamId) local.teamId = t('management.deductions.chooseTeam');
    if (!form.reason.trim()) local.reason = t('management.deductions.giveReason');
    if (Object.keys(local).length > 0) return setErrors(local);
    try {
      await deduct({
        variables: { tournamentId, teamId: Number(form.teamId), points: Number(form.points), reason: form.reason },
      });
      setErrors({});
      setForm({ teamId: '', points: '', reason: '' });
      onChanged();
    } catch (error) {
      const fields = serverFieldErrors(error, t);
      setErrors(Object.keys(fields).length > 0 ? fields : { reason: describeError(error, t) });
    }
  };

  const remove = async (deduction: Deduction) => {
    try {
      await removeDeduction({ variables: { id: deduction.id } });
      setRemoveFailure('');
      onChanged();
    } catch (error) {
      setRemoveFailure(describeError(error, t));
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
      aria-labelledby="deductions-heading"
    >
      <Heading as="h2" size="md" color="ink" id="deductions-heading">
        {t('management.deductions.title')}
      </Heading>
      <Stack as="ul" mt="3" gap="1" listStyleType="none" data-testid="points-deductions">
        {deductions.length === 0 ? (
          <Text as="li" color="fg.muted">
            {t('management.deductions.none')}
          </Text>
        ) : (
          deductions.map((deduction) => (
            <HStack as="li" key={deduction.id} gap="3" justify="space-between" data-testid="points-deduction">
              <Text>
                {t('management.deductions.line', {
                  team: deduction.team.name,
                  points: deduction.points,
                  reason: deduction.reason,
                })}
              </Text>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                loading={removing.loading}
                aria-label={t('management.deductions.removeLabel', {
                  points: deduction.points,
                  team: deduction.team.name,
                })}
                onClick={() => void remove(deduction)}
              >
                {t('management.deductions.remove')}
              </Button>
            </HStack>
          ))
        )}
      </Stack>
      {removeFailure ? (
        <Text mt="2" color="fg.error" role="alert">
          {removeFailure}
        </Text>
      ) : null}
      <SimpleGrid mt="4" columns={{ base: 1, md: 3 }} gap="3">
        <SelectField
          label={t('management.deductions.team')}
          value={form.teamId}
          onChange={set('teamId')}
          placeholder={t('management.deductions.teamPlaceholder')}
          options={teams.map((team) => ({ value: String(team.id), label: team.name }))}
          error={errors.teamId}
        />
        <TextField
          label={t('management.deductions.points')}
          type="number"
          min={1}
          max={100}
          value={form.points}
          onChange={set('points')}
          error={errors.points}
        />
        <TextField
          label={t('management.deductions.reason')}
          value={form.reason}
          onChange={set('reason')}
          error={errors.reason}
        />
      </SimpleGrid>
      <Button mt="3" colorPalette="sunset" loading={deducting.loading} onClick={() => void submit()}>
        {t('management.deductions.submit')}
      </Button>
    </Box>
  );
}
