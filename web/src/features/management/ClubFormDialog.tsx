import { useMutation } from '@apollo/client/react';
import { Button, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ClubCard_ClubFragment } from '../../gql/graphql';
import { FormDialog } from './FormDialog';
import { TextAreaField, TextField } from './fields';
import { optional, serverFieldErrors, validateClub, type ClubForm, type FieldErrors } from './validation';

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
  const [form, setForm] = useState<ClubForm>(() => formOf(club));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [createClub, created] = useMutation(CreateClubMutation);
  const [updateClub, updated] = useMutation(UpdateClubMutation);
  const [setActive, toggled] = useMutation(SetClubActiveMutation);
  const set = (field: keyof ClubForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const failureText = club ? 'Failed to save club. Please try again.' : 'Failed to create club. Please try again.';

  const submit = async () => {
    const found = validateClub(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const input = {
      name: form.name.trim(),
      description: optional(form.description),
      location: optional(form.location),
      contactEmail: optional(form.contactEmail),
      contactPhone: optional(form.contactPhone),
    };
    try {
      if (club) await updateClub({ variables: { id: club.id, input } });
      else await createClub({ variables: { input } });
      onSaved();
    } catch (error) {
      console.error(failureText, error);
      setErrors(serverFieldErrors(error));
      setFailure(failureText);
    }
  };

  const toggle = async () => {
    if (!club) return;
    try {
      await setActive({ variables: { id: club.id, active: !club.isActive } });
      onSaved();
    } catch (error) {
      console.error(error);
      setFailure(club.isActive ? 'Failed to deactivate club.' : 'Failed to reactivate club.');
    }
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
      onSubmit={() => void submit()}
      extraActions={
        club ? (
          <Button
            variant="outline"
            colorPalette={club.isActive ? 'red' : 'green'}
            loading={toggled.loading}
            onClick={() => void toggle()}
            mr="auto"
          >
            {club.isActive ? 'Deactivate Club' : 'Reactivate Club'}
          </Button>
        ) : null
      }
    >
      <TextField label="Club name" required value={form.name} onChange={set('name')} error={errors.name} />
      <TextAreaField label="Description" value={form.description} onChange={set('description')} />
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
