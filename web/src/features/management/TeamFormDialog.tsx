import { useMutation, useQuery } from '@apollo/client/react';
import { Button, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { TeamCard_TeamFragment } from '../../gql/graphql';
import { FormDialog } from './FormDialog';
import { SelectField, TextAreaField, TextField } from './fields';
import { optional, serverFieldErrors, validateTeam, type FieldErrors, type TeamForm } from './validation';

const TeamPeopleQuery = graphql(`
  query TeamPeople {
    assignableUsers {
      id
      name
      email
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
    description: team?.description ?? '',
    homeGround: team?.homeGround ?? '',
    foundedDate: team?.foundedDate ?? '',
  };
}

const idOrNull = (value: string) => (value ? Number(value) : null);

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
  const [form, setForm] = useState<TeamForm>(() => formOf(team, defaultClubId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const people = useQuery(TeamPeopleQuery);
  const [createTeam, created] = useMutation(CreateTeamMutation);
  const [updateTeam, updated] = useMutation(UpdateTeamMutation);
  const [setActive, toggled] = useMutation(SetTeamActiveMutation);
  const set = (field: keyof TeamForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const failureText = team ? 'Failed to save team. Please try again.' : 'Failed to create team. Please try again.';
  const personOptions = (people.data?.assignableUsers ?? []).map((user) => ({
    value: String(user.id),
    label: user.name ? `${user.name} (${user.email})` : user.email,
  }));
  // A team's current club stays selectable for its manager, who may not own the club.
  const clubOptions = clubs.map((club) => ({ value: String(club.id), label: club.name }));
  if (team?.club && !clubs.some((club) => club.id === team.clubId)) {
    clubOptions.push({ value: String(team.clubId), label: team.club.name });
  }

  const submit = async () => {
    const found = validateTeam(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const input = {
      name: form.name.trim(),
      clubId: Number(form.clubId),
      managerId: idOrNull(form.managerId),
      coachId: idOrNull(form.coachId),
      description: optional(form.description),
      homeGround: optional(form.homeGround),
      foundedDate: optional(form.foundedDate),
    };
    try {
      if (team) await updateTeam({ variables: { id: team.id, input } });
      else await createTeam({ variables: { input } });
      onSaved();
    } catch (error) {
      console.error(failureText, error);
      setErrors(serverFieldErrors(error));
      setFailure(failureText);
    }
  };

  const toggle = async () => {
    if (!team) return;
    try {
      await setActive({ variables: { id: team.id, active: !team.isActive } });
      onSaved();
    } catch (error) {
      console.error(error);
      setFailure(team.isActive ? 'Failed to deactivate team.' : 'Failed to reactivate team.');
    }
  };

  return (
    <FormDialog
      open={open}
      title={team ? `Manage ${team.name}` : 'Create Team'}
      submitLabel={team ? 'Save Changes' : 'Create Team'}
      busyLabel={team ? 'Saving...' : 'Creating...'}
      busy={created.loading || updated.loading}
      failure={failure}
      onClose={onClose}
      onSubmit={() => void submit()}
      extraActions={
        team ? (
          <Button
            variant="outline"
            colorPalette={team.isActive ? 'red' : 'green'}
            loading={toggled.loading}
            onClick={() => void toggle()}
            mr="auto"
          >
            {team.isActive ? 'Deactivate Team' : 'Reactivate Team'}
          </Button>
        ) : null
      }
    >
      <TextField label="Team name" required value={form.name} onChange={set('name')} error={errors.name} />
      <SelectField
        label="Club"
        required
        value={form.clubId}
        onChange={set('clubId')}
        options={clubOptions}
        placeholder="Select a club"
        error={errors.clubId}
      />
      <TextAreaField label="Description" value={form.description} onChange={set('description')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Home ground" value={form.homeGround} onChange={set('homeGround')} error={errors.homeGround} />
        <TextField
          label="Founded date"
          type="date"
          value={form.foundedDate}
          onChange={set('foundedDate')}
          error={errors.foundedDate}
        />
        <SelectField
          label="Manager"
          value={form.managerId}
          onChange={set('managerId')}
          options={personOptions}
          placeholder="No manager"
          error={errors.managerId}
        />
        <SelectField
          label="Coach"
          value={form.coachId}
          onChange={set('coachId')}
          options={personOptions}
          placeholder="No coach"
          error={errors.coachId}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
