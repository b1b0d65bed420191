import { useMutation, useQuery } from '@apollo/client/react';
import { SimpleGrid } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { TeamCard_TeamFragment } from '../../gql/graphql';
import { useT } from '../../i18n/use-t';
import { ActiveToggleButton } from './ActiveToggleButton';
import { FormDialog } from './FormDialog';
import { useSportOptions } from './TournamentFormDialog';
import { ColorField, SelectField, TextAreaField, TextField } from './fields';
import { TeamCrestField } from './TeamCrestField';
import { useManagementForm } from './useManagementForm';
import { teamInput, validateTeam, type TeamForm } from './validation';

const TeamPeopleQuery = graphql(`
  query TeamPeople {
    assignableUsers {
      id
      name
    }
  }
`);

const CreateTeamMutation = graphql(`
  mutation CreateTeam($input: TeamInput!) {
    createTeam(input: $input) {
      id
      ...TeamCard_team
    }
  }
`);

const UpdateTeamMutation = graphql(`
  mutation UpdateTeam($id: Int!, $input: TeamInput!) {
    updateTeam(id: $id, input: $input) {
      id
      ...TeamCard_team
    }
  }
`);

const SetTeamActiveMutation = graphql(`
  mutation SetTeamActive($id: Int!, $active: Boolean!) {
    setTeamActive(id: $id, active: $active) {
      id
      isActive
    }
  }
`);

function formOf(team: TeamCard_TeamFragment | null, clubId: string): TeamForm {
  return {
    name: team?.name ?? '',
    clubId: team ? String(team.clubId) : clubId,
    managerId: team?.managerId ? String(team.managerId) : '',
    coachId: team?.coachId ? String(team.coachId) : '',
    sport: team?.sport ?? '',
    description: team?.description ?? '',
    homeGround: team?.homeGround ?? '',
    foundedDate: team?.foundedDate ?? '',
    primaryColor: team?.primaryColor ?? '',
    secondaryColor: team?.secondaryColor ?? '',
  };
}

/** Create Team (team null) or manage one: edit and deactivate or reactivate. */
export function TeamFormDialog({
  team,
  clubs,
  defaultClubId,
  open,
  onClose,
  onSaved,
}: {
  team: TeamCard_TeamFragment | null;
  clubs: { id: number; name: string }[];
  defaultClubId: string;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const sportOptions = useSportOptions();
  const people = useQuery(TeamPeopleQuery);
  const [createTeam, created] = useMutation(CreateTeamMutation);
  const [updateTeam, updated] = useMutation(UpdateTeamMutation);
  const [setActive, toggled] = useMutation(SetTeamActiveMutation);
  const { form, set, errors, failure, submit, runAction } = useManagementForm<TeamForm>({
    initial: () => formOf(team, defaultClubId),
    validate: validateTeam,
    failureText: team ? t('management.teamForm.saveFailed') : t('management.teamForm.createFailed'),
    onSaved,
  });
  const personOptions = (people.data?.assignableUsers ?? []).map((user) => ({
    value: String(user.id),
    label: user.name ?? t('management.teamForm.account', { id: String(user.id) }),
  }));
  // A team's current club stays selectable for its manager, who may not own the club.
  const clubOptions = clubs.map((club) => ({ value: String(club.id), label: club.name }));
  if (team?.club && !clubs.some((club) => club.id === team.clubId)) {
    clubOptions.push({ value: String(team.clubId), label: team.club.name });
  }

  const save = () =>
    submit(teamInput, (input) =>
      team ? updateTeam({ variables: { id: team.id, input } }) : createTeam({ variables: { input } }),
    );

  const toggle = () => {
    if (!team) return;
    void runAction(
      () => setActive({ variables: { id: team.id, active: !team.isActive } }),
      team.isActive ? t('management.teamForm.deactivateFailed') : t('management.teamForm.reactivateFailed'),
    );
  };

  return (
    <FormDialog
      open={open}
      title={team ? t('management.form.manageTitle', { name: team.name }) : t('management.teamForm.create')}
      submitLabel={team ? t('management.form.saveChanges') : t('management.teamForm.create')}
      busyLabel={team ? t('management.form.saving') : t('management.form.creating')}
      busy={created.loading || updated.loading}
      failure={failure}
      onClose={onClose}
      onSubmit={() => void save()}
      extraActions={
        team ? (
          <ActiveToggleButton
            noun="Team"
            name={team.name}
            isActive={team.isActive}
            loading={toggled.loading}
            onClick={toggle}
          />
        ) : null
      }
    >
      <TextField
        label={t('management.teamForm.name')}
        required
        value={form.name}
        onChange={set('name')}
        error={errors.name}
      />
      <SelectField
        label={t('management.teamForm.club')}
        required
        value={form.clubId}
        onChange={set('clubId')}
        options={clubOptions}
        placeholder={t('management.teamForm.selectClub')}
        error={errors.clubId}
      />
      <SelectField
        label={t('management.form.sport')}
        value={form.sport}
        onChange={set('sport')}
        options={sportOptions}
        placeholder={t('management.teamForm.anySport')}
        error={errors.sport}
      />
      <TextAreaField
        label={t('management.form.description')}
        value={form.description}
        onChange={set('description')}
        error={errors.description}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label={t('management.teamForm.homeGround')}
          value={form.homeGround}
          onChange={set('homeGround')}
          error={errors.homeGround}
        />
        <TextField
          label={t('management.teamForm.founded')}
          type="date"
          value={form.foundedDate}
          onChange={set('foundedDate')}
          error={errors.foundedDate}
        />
        <SelectField
          label={t('management.teamForm.manager')}
          value={form.managerId}
          onChange={set('managerId')}
          options={personOptions}
          placeholder={t('management.teamForm.noManager')}
          error={errors.managerId}
        />
        <SelectField
          label={t('management.teamForm.coach')}
          value={form.coachId}
          onChange={set('coachId')}
          options={personOptions}
          placeholder={t('management.teamForm.noCoach')}
          error={errors.coachId}
        />
        <ColorField
          label={t('management.teamForm.primary')}
          value={form.primaryColor}
          onChange={set('primaryColor')}
          error={errors.primaryColor}
        />
        <ColorField
          label={t('management.teamForm.secondary')}
          value={form.secondaryColor}
          onChange={set('secondaryColor')}
          error={errors.secondaryColor}
        />
      </SimpleGrid>
      {team ? <TeamCrestField team={team} /> : null}
    </FormDialog>
  );
}
