import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CompetitionField } from '../competitions/CompetitionField';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { TieBreaker, TournamentDetails_TournamentFragment } from '../../gql/graphql';
import type { MessageId } from '../../i18n/message-ids';
import { useT, type Translate } from '../../i18n/use-t';
import { FormDialog } from './FormDialog';
import { SelectField, TextAreaField, TextField } from './fields';
import { useManagementForm } from './useManagementForm';
import {
  defaultPointsPerResult,
  defaultTieBreakers,
  TIE_BREAKER_PRESETS,
  type TieBreakerPresetKey,
} from '../../../../shared/tie-breakers';
import { deciderChoices, SPORT_WAY_IDS } from '../stages/deciders';
import type { Sport } from '../../../../shared/enums';
import { toSiteInput } from '../../../../shared/site-time';
import { tieBreakersOfForm, tournamentInput, validateTournament, type TournamentForm } from './validation';

export const TournamentDetailsFragment = graphql(`
  fragment TournamentDetails_tournament on Tournament {
    id
    name
    description
    sport
    tournamentType
    startDate
    endDate
    registrationDeadline
    maxTeams
    entryFee
    prizePool
    rules
    venueInfo
    isPublished
    oversPerInnings
    ballsPerOver
    registrationCount
    tieBreakers
    pointsForWin
    pointsForDraw
    pointsForLoss
    pointsForNoResult
    knockoutDecider
    competitionId
  }
`);

const CreateTournamentMutation = graphql(`
  mutation CreateTournament($input: TournamentInput!) {
    createTournament(input: $input) {
      ...TournamentDetails_tournament
    }
  }
`);

const UpdateTournamentMutation = graphql(`
  mutation UpdateTournament($id: Int!, $input: TournamentInput!) {
    updateTournament(id: $id, input: $input) {
      ...TournamentDetails_tournament
    }
  }
`);

const TYPE_OPTIONS: { value: string; label: MessageId }[] = [
  { value: 'round_robin', label: 'management.tournamentForm.type.round_robin' },
  { value: 'knockout', label: 'management.tournamentForm.type.knockout' },
  { value: 'league', label: 'management.tournamentForm.type.league' },
];

const SPORT_OPTIONS: { value: string; label: MessageId }[] = [
  { value: 'football', label: 'common.football' },
  { value: 'cricket', label: 'common.cricket' },
  { value: 'points', label: 'management.tournamentForm.sport.points' },
];

/** The sport choices of the tournament and team forms, in the page's language. */
export function useSportOptions(): { value: string; label: string }[] {
  const t = useT();
  return SPORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }));
}

function formOf(tournament: TournamentDetails_TournamentFragment | null): TournamentForm {
  return {
    name: tournament?.name ?? '',
    sport: tournament?.sport ?? 'football',
    tournamentType: tournament?.tournamentType ?? 'round_robin',
    startDate: tournament?.startDate ?? '',
    endDate: tournament?.endDate ?? '',
    // datetime-local shows the deadline at the ground's clock, as the public pages do.
    registrationDeadline: toSiteInput(tournament?.registrationDeadline),
    maxTeams: tournament?.maxTeams ? String(tournament.maxTeams) : '',
    entryFee: tournament ? String(tournament.entryFee) : '0',
    prizePool: tournament ? String(tournament.prizePool) : '0',
    rules: tournament?.rules ?? '',
    venueInfo: tournament?.venueInfo ?? '',
    description: tournament?.description ?? '',
    oversPerInnings: String(tournament?.oversPerInnings ?? 20),
    ballsPerOver: String(tournament?.ballsPerOver ?? 6),
    tieBreakers: tournament ? tieBreakersOfForm(tournament.tieBreakers, tournament.sport) : '',
    pointsForWin: tournament ? String(tournament.pointsForWin) : '',
    pointsForDraw: tournament ? String(tournament.pointsForDraw) : '',
    pointsForLoss: tournament ? String(tournament.pointsForLoss) : '',
    pointsForNoResult: tournament ? String(tournament.pointsForNoResult) : '',
    knockoutDecider: tournament?.knockoutDecider ?? '',
  };
}

const defaultOrder = (sport: string) => defaultTieBreakers(sport as Sport).join(',');

/** A rule as the organiser reads it. */
const RULE_LABELS: Record<TieBreaker, MessageId> = {
  POINTS: 'management.rule.POINTS',
  WINS: 'management.rule.WINS',
  GOAL_DIFFERENCE: 'management.rule.GOAL_DIFFERENCE',
  GOALS_FOR: 'management.rule.GOALS_FOR',
  AWAY_GOALS_FOR: 'management.rule.AWAY_GOALS_FOR',
  HEAD_TO_HEAD_POINTS: 'management.rule.HEAD_TO_HEAD_POINTS',
  HEAD_TO_HEAD_GOAL_DIFFERENCE: 'management.rule.HEAD_TO_HEAD_GOAL_DIFFERENCE',
  HEAD_TO_HEAD_GOALS_FOR: 'management.rule.HEAD_TO_HEAD_GOALS_FOR',
  NET_RUN_RATE: 'management.rule.NET_RUN_RATE',
  FAIR_PLAY: 'management.rule.FAIR_PLAY',
  DRAWING_OF_LOTS: 'management.rule.DRAWING_OF_LOTS',
};

const ruleList = (joined: string, t: Translate) =>
  joined
    .split(',')
    .map((rule) => (rule in RULE_LABELS ? t(RULE_LABELS[rule as TieBreaker]) : rule))
    .join(' → ');

const PRESET_NAMES: Record<TieBreakerPresetKey, MessageId> = {
  premierLeague: 'management.tiePreset.premierLeague',
  laLigaSerieA: 'management.tiePreset.laLigaSerieA',
  uefaGroupStage: 'management.tiePreset.uefaGroupStage',
  fifaWorldCup: 'management.tiePreset.fifaWorldCup',
  t20Leagues: 'management.tiePreset.t20Leagues',
};

/** The ranking choices: the sport's default, the named presets that fit the sport, and the current list. */
function tieBreakerOptions(sport: string, current: string, t: Translate) {
  const presets = TIE_BREAKER_PRESETS.filter(
    (preset) => sport === 'cricket' || !preset.tieBreakers.includes('NET_RUN_RATE' as never),
  ).map((preset) => ({ value: preset.tieBreakers.join(','), label: t(PRESET_NAMES[preset.key]) }));
  const options = [{ value: '', label: t('management.tournamentForm.usualRanking') }, ...presets];
  if (current && !options.some((option) => option.value === current)) {
    options.push({
      value: current,
      label: t('management.tournamentForm.customRanking', { rules: ruleList(current, t) }),
    });
  }
  return options;
}

/** A decider as the organiser reads it. */
/** The deciders the sport allows, after the empty choice (the sport's own way). */
function deciderOptions(sport: string, t: Translate) {
  const way = sport in SPORT_WAY_IDS ? t(SPORT_WAY_IDS[sport]) : t('management.decider.way.other');
  return deciderChoices(sport, t('management.decider.sportWay', { way }), t);
}

/** Create Tournament (tournament null) or edit one. */
export function TournamentFormDialog({
  tournament,
  onClose,
  onSaved,
}: {
  tournament: TournamentDetails_TournamentFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const sportOptions = useSportOptions();
  const [createTournament, created] = useMutation(CreateTournamentMutation);
  const [updateTournament, updated] = useMutation(UpdateTournamentMutation);
  const { form, set, errors, failure, submit } = useManagementForm<TournamentForm>({
    initial: () => formOf(tournament),
    validate: (values) => validateTournament(values, t),
    failureText: tournament ? t('management.tournamentForm.saveFailed') : t('management.tournamentForm.createFailed'),
    onSaved,
  });

  const defaults = defaultPointsPerResult(form.sport as Sport);

  // The competition is its own field beside the form's: the organiser's competitions of the chosen sport.
  const [competitionId, setCompetitionId] = useState(tournament?.competitionId ? String(tournament.competitionId) : '');
  const competition = { competitionId: competitionId ? Number(competitionId) : null };

  const save = () =>
    submit(tournamentInput, (input) =>
      tournament
        ? updateTournament({ variables: { id: tournament.id, input: { ...input, ...competition } } })
        : createTournament({ variables: { input: { ...input, ...competition } } }),
    );

  return (
    <FormDialog
      open
      title={
        tournament ? t('management.form.editTitle', { name: tournament.name }) : t('management.tournamentForm.create')
      }
      submitLabel={tournament ? t('management.form.saveChanges') : t('management.tournamentForm.create')}
      busyLabel={tournament ? t('management.form.saving') : t('management.form.creating')}
      busy={created.loading || updated.loading}
      failure={failure}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <TextField
        label={t('management.tournamentForm.name')}
        required
        value={form.name}
        onChange={set('name')}
        error={errors.name}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          label={t('management.form.sport')}
          value={form.sport}
          onChange={set('sport')}
          options={sportOptions}
          error={errors.sport}
        />
        <SelectField
          label={t('management.tournamentForm.type')}
          required
          value={form.tournamentType}
          onChange={set('tournamentType')}
          options={TYPE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          error={errors.tournamentType}
        />
        <TextField
          label={t('management.tournamentForm.startDate')}
          type="date"
          required
          value={form.startDate}
          onChange={set('startDate')}
          error={errors.startDate}
        />
        <TextField
          label={t('management.tournamentForm.endDate')}
          type="date"
          required
          value={form.endDate}
          onChange={set('endDate')}
          error={errors.endDate}
        />
        <TextField
          label={t('management.tournamentForm.deadline')}
          type="datetime-local"
          value={form.registrationDeadline}
          onChange={set('registrationDeadline')}
          error={errors.registrationDeadline}
        />
        <TextField
          label={t('management.tournamentForm.maxTeams')}
          type="number"
          min={2}
          value={form.maxTeams}
          onChange={set('maxTeams')}
          error={errors.maxTeams}
        />
        <TextField
          label={t('management.tournamentForm.entryFee')}
          type="number"
          min={0}
          step={0.01}
          value={form.entryFee}
          onChange={set('entryFee')}
          error={errors.entryFee}
        />
        <TextField
          label={t('management.tournamentForm.prizePool')}
          type="number"
          min={0}
          step={0.01}
          value={form.prizePool}
          onChange={set('prizePool')}
          error={errors.prizePool}
        />
        {form.sport === 'cricket' ? (
          <>
            <TextField
              label={t('management.tournamentForm.overs')}
              type="number"
              min={1}
              max={50}
              value={form.oversPerInnings}
              onChange={set('oversPerInnings')}
              error={errors.oversPerInnings}
            />
            <TextField
              label={t('management.tournamentForm.balls')}
              type="number"
              min={1}
              max={10}
              value={form.ballsPerOver}
              onChange={set('ballsPerOver')}
              error={errors.ballsPerOver}
            />
          </>
        ) : null}
      </SimpleGrid>
      <CompetitionField
        sport={form.sport}
        value={competitionId}
        onChange={setCompetitionId}
        error={errors.competitionId}
      />
      <SelectField
        label={t('management.tournamentForm.tieBreakers')}
        value={form.tieBreakers}
        onChange={set('tieBreakers')}
        options={tieBreakerOptions(form.sport, form.tieBreakers, t)}
        error={errors.tieBreakers}
      />
      <Text fontSize="sm" color="fg.muted" data-testid="tie-breaker-order">
        {t('management.tournamentForm.rankedBy', { rules: ruleList(form.tieBreakers || defaultOrder(form.sport), t) })}
      </Text>
      <SimpleGrid columns={{ base: 2, md: form.sport === 'cricket' ? 4 : 3 }} gap="4">
        <TextField
          label={t('management.tournamentForm.pointsWin')}
          type="number"
          min={0}
          max={10}
          placeholder={String(defaults.win)}
          value={form.pointsForWin}
          onChange={set('pointsForWin')}
          error={errors.pointsForWin}
        />
        <TextField
          label={
            form.sport === 'cricket'
              ? t('management.tournamentForm.pointsTie')
              : t('management.tournamentForm.pointsDraw')
          }
          type="number"
          min={0}
          max={10}
          placeholder={String(defaults.draw)}
          value={form.pointsForDraw}
          onChange={set('pointsForDraw')}
          error={errors.pointsForDraw}
        />
        <TextField
          label={t('management.tournamentForm.pointsLoss')}
          type="number"
          min={0}
          max={10}
          placeholder={String(defaults.loss)}
          value={form.pointsForLoss}
          onChange={set('pointsForLoss')}
          error={errors.pointsForLoss}
        />
        {form.sport === 'cricket' ? (
          <TextField
            label={t('management.tournamentForm.pointsNoResult')}
            type="number"
            min={0}
            max={10}
            placeholder={String(defaults.noResult)}
            value={form.pointsForNoResult}
            onChange={set('pointsForNoResult')}
            error={errors.pointsForNoResult}
          />
        ) : null}
      </SimpleGrid>
      <SelectField
        label={t('management.tournamentForm.decider')}
        value={form.knockoutDecider}
        onChange={set('knockoutDecider')}
        options={deciderOptions(form.sport, t)}
        error={errors.knockoutDecider}
      />
      <Text fontSize="sm" color="fg.muted">
        {t('management.tournamentForm.deciderHelp')}
      </Text>
      <TextField
        label={t('management.tournamentForm.venue')}
        value={form.venueInfo}
        onChange={set('venueInfo')}
        error={errors.venueInfo}
      />
      <TextAreaField
        label={t('management.form.description')}
        value={form.description}
        onChange={set('description')}
        error={errors.description}
      />
      <TextAreaField
        label={t('management.tournamentForm.rules')}
        value={form.rules}
        onChange={set('rules')}
        error={errors.rules}
      />
    </FormDialog>
  );
}
