import { useMutation } from '@apollo/client/react';
import { SimpleGrid } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { ClubCard_ClubFragment } from '../../gql/graphql';
import { ActiveToggleButton } from './ActiveToggleButton';
import { FormDialog } from './FormDialog';
import { TextAreaField, TextField } from './fields';
import { useManagementForm } from './useManagementForm';
import { clubInput, validateClub, type ClubForm } from './validation';

const CreateClubMutation = graphql(`
  mutation CreateClub($input: ClubInput!) {
    createClub(input: $input) {
      id
      ...ClubCard_club
    }
  }
`);

const UpdateClubMutation = graphql(`
  mutation UpdateClub($id: Int!, $input: ClubInput!) {
    updateClub(id: $id, input: $input) {
      id
      ...ClubCard_club
    }
  }
`);

const SetClubActiveMutation = graphql(`
  mutation SetClubActive($id: Int!, $active: Boolean!) {
    setClubActive(id: $id, active: $active) {
      id
      isActive
    }
  }
`);

const EMPTY: ClubForm = { name: '', description: '', location: '', contactEmail: '', contactPhone: '' };

function formOf(club: ClubCard_ClubFragment | null): ClubForm {
  if (!club) return EMPTY;
  return {
    name: club.name,
    description: club.description ?? '',
    location: club.location ?? '',
    contactEmail: club.contactEmail ?? '',
    contactPhone: club.contactPhone ?? '',
  };
}

/** Create Club (club null) or manage an existing one: edit, deactivate, reactivate. */
export function ClubFormDialog({
  club,
  open,
  onClose,
  onSaved,
}: {
  club: ClubCard_ClubFragment | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [createClub, created] = useMutation(CreateClubMutation);
  const [updateClub, updated] = useMutation(UpdateClubMutation);
  const [setActive, toggled] = useMutation(SetClubActiveMutation);
  const { form, set, errors, failure, submit, runAction } = useManagementForm<ClubForm>({
    initial: () => formOf(club),
    validate: validateClub,
    failureText: club ? 'Failed to save club. Please try again.' : 'Failed to create club. Please try again.',
    onSaved,
  });

  const save = () =>
    submit(clubInput, (input) =>
      club ? updateClub({ variables: { id: club.id, input } }) : createClub({ variables: { input } }),
    );

  const toggle = () => {
    if (!club) return;
    void runAction(
      () => setActive({ variables: { id: club.id, active: !club.isActive } }),
      club.isActive ? 'Failed to deactivate club.' : 'Failed to reactivate club.',
    );
  };

  return (
    <FormDialog
      open={open}
      title={club ? `Manage ${club.name}` : 'Create Club'}
      submitLabel={club ? 'Save Changes' : 'Create Club'}
      busyLabel={club ? 'Saving...' : 'Creating...'}
      busy={created.loading || updated.loading}
      failure={failure}
      onClose={onClose}
      onSubmit={() => void save()}
      extraActions={
        club ? (
          <ActiveToggleButton
            noun="Club"
            name={club.name}
            isActive={club.isActive}
            loading={toggled.loading}
            onClick={toggle}
          />
        ) : null
      }
    >
      <TextField label="Club name" required value={form.name} onChange={set('name')} error={errors.name} />
      <TextAreaField
        label="Description"
        value={form.description}
        onChange={set('description')}
        error={errors.description}
      />
      <TextField label="Location" value={form.location} onChange={set('location')} error={errors.location} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="Contact email"
          type="email"
          value={form.contactEmail}
          onChange={set('contactEmail')}
          error={errors.contactEmail}
        />
        <TextField
          label="Contact phone"
          type="tel"
          value={form.contactPhone}
          onChange={set('contactPhone')}
          error={errors.contactPhone}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
