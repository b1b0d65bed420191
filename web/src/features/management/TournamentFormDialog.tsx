import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CompetitionField } from '../competitions/CompetitionField';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { TournamentDetails_TournamentFragment } from '../../gql/graphql';
import { FormDialog } from './FormDialog';
import { SelectField, TextAreaField, TextField } from './fields';
import { useManagementForm } from './useManagementForm';
import { deciderOptions, SPORT_WAY } from '../stages/deciders';
import { defaultPointsPerResult, defaultTieBreakers, TIE_BREAKER_PRESETS } from '../../../../shared/tie-breakers';
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

const TYPE_OPTIONS = [
  { value: 'round_robin', label: 'Round Robin' },
  { value: 'knockout', label: 'Knockout' },
  { value: 'league', label: 'League' },
];

export const SPORT_OPTIONS = [
  { value: 'football', label: 'Football' },
  { value: 'cricket', label: 'Cricket' },
  { value: 'points', label: 'Other sport (points)' },
];

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
const RULE_LABELS: Record<string, string> = {
  POINTS: 'Points',
  WINS: 'Wins',
  GOAL_DIFFERENCE: 'Goal difference',
  GOALS_FOR: 'Goals for',
  AWAY_GOALS_FOR: 'Away goals',
  HEAD_TO_HEAD_POINTS: 'Head-to-head points',
  HEAD_TO_HEAD_GOAL_DIFFERENCE: 'Head-to-head goal difference',
  HEAD_TO_HEAD_GOALS_FOR: 'Head-to-head goals',
  NET_RUN_RATE: 'Net run rate',
  FAIR_PLAY: 'Fair play (cards)',
  DRAWING_OF_LOTS: 'Drawing of lots',
};

const ruleList = (joined: string) =>
  joined
    .split(',')
    .map((rule) => RULE_LABELS[rule] ?? rule)
    .join(' → ');

/** The ranking choices: the sport's default, the named presets that fit the sport, and the current list. */
function tieBreakerOptions(sport: string, current: string) {
  const presets = TIE_BREAKER_PRESETS.filter(
    (preset) => sport === 'cricket' || !preset.tieBreakers.includes('NET_RUN_RATE' as never),
  ).map((preset) => ({ value: preset.tieBreakers.join(','), label: preset.name }));
  const options = [{ value: '', label: 'The sport’s usual ranking' }, ...presets];
  if (current && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: `Custom: ${ruleList(current)}` });
  }
  return options;
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
  const [createTournament, created] = useMutation(CreateTournamentMutation);
  const [updateTournament, updated] = useMutation(UpdateTournamentMutation);
  const { form, set, errors, failure, submit } = useManagementForm<TournamentForm>({
    initial: () => formOf(tournament),
    validate: validateTournament,
    failureText: tournament
      ? 'Failed to save tournament. Please try again.'
      : 'Failed to create tournament. Please try again.',
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
      title={tournament ? `Edit ${tournament.name}` : 'Create Tournament'}
      submitLabel={tournament ? 'Save Changes' : 'Create Tournament'}
      busyLabel={tournament ? 'Saving...' : 'Creating...'}
      busy={created.loading || updated.loading}
      failure={failure}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <TextField label="Tournament name" required value={form.name} onChange={set('name')} error={errors.name} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          label="Sport"
          value={form.sport}
          onChange={set('sport')}
          options={SPORT_OPTIONS}
          error={errors.sport}
        />
        <SelectField
          label="Tournament type"
          required
          value={form.tournamentType}
          onChange={set('tournamentType')}
          options={TYPE_OPTIONS}
          error={errors.tournamentType}
        />
        <TextField
          label="Start date"
          type="date"
          required
          value={form.startDate}
          onChange={set('startDate')}
          error={errors.startDate}
        />
        <TextField
          label="End date"
          type="date"
          required
          value={form.endDate}
          onChange={set('endDate')}
          error={errors.endDate}
        />
        <TextField
          label="Registration deadline"
          type="datetime-local"
          value={form.registrationDeadline}
          onChange={set('registrationDeadline')}
          error={errors.registrationDeadline}
        />
        <TextField
          label="Max teams"
          type="number"
          min={2}
          value={form.maxTeams}
          onChange={set('maxTeams')}
          error={errors.maxTeams}
        />
        <TextField
          label="Entry fee ($)"
          type="number"
          min={0}
          step={0.01}
          value={form.entryFee}
          onChange={set('entryFee')}
          error={errors.entryFee}
        />
        <TextField
          label="Prize pool ($)"
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
              label="Overs per innings"
              type="number"
              min={1}
              max={50}
              value={form.oversPerInnings}
              onChange={set('oversPerInnings')}
              error={errors.oversPerInnings}
            />
            <TextField
              label="Balls per over"
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
        label="Tie-breakers"
        value={form.tieBreakers}
        onChange={set('tieBreakers')}
        options={tieBreakerOptions(form.sport, form.tieBreakers)}
        error={errors.tieBreakers}
      />
      <Text fontSize="sm" color="fg.muted" data-testid="tie-breaker-order">
        Teams level on points are ranked by: {ruleList(form.tieBreakers || defaultOrder(form.sport))}
      </Text>
      <SimpleGrid columns={{ base: 2, md: form.sport === 'cricket' ? 4 : 3 }} gap="4">
        <TextField
          label="Points for a win"
          type="number"
          min={0}
          max={10}
          placeholder={String(defaults.win)}
          value={form.pointsForWin}
          onChange={set('pointsForWin')}
          error={errors.pointsForWin}
        />
        <TextField
          label={form.sport === 'cricket' ? 'Points for a tie' : 'Points for a draw'}
          type="number"
          min={0}
          max={10}
          placeholder={String(defaults.draw)}
          value={form.pointsForDraw}
          onChange={set('pointsForDraw')}
          error={errors.pointsForDraw}
        />
        <TextField
          label="Points for a loss"
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
            label="Points for a no result"
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
        label="A level knockout match is settled by"
        value={form.knockoutDecider}
        onChange={set('knockoutDecider')}
        options={deciderOptions(form.sport, `The sport’s way (${SPORT_WAY[form.sport] ?? 'the sport’s rules'})`)}
        error={errors.knockoutDecider}
      />
      <Text fontSize="sm" color="fg.muted">
        Every knockout and playoff stage settles a level match this way, unless the stage names its own.
      </Text>
      <TextField label="Venue info" value={form.venueInfo} onChange={set('venueInfo')} error={errors.venueInfo} />
      <TextAreaField
        label="Description"
        value={form.description}
        onChange={set('description')}
        error={errors.description}
      />
      <TextAreaField label="Rules" value={form.rules} onChange={set('rules')} error={errors.rules} />
    </FormDialog>
  );
}
