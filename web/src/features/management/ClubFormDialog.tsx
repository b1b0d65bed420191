import { useMutation } from '@apollo/client/react';
import { SimpleGrid } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { ClubCard_ClubFragment } from '../../gql/graphql';
import { useT } from '../../i18n/use-t';
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
  const t = useT();
  const [createClub, created] = useMutation(CreateClubMutation);
  const [updateClub, updated] = useMutation(UpdateClubMutation);
  const [setActive, toggled] = useMutation(SetClubActiveMutation);
  const { form, set, errors, failure, submit, runAction } = useManagementForm<ClubForm>({
    initial: () => formOf(club),
    validate: validateClub,
    failureText: club ? t('management.clubForm.saveFailed') : t('management.clubForm.createFailed'),
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
      club.isActive ? t('management.clubForm.deactivateFailed') : t('management.clubForm.reactivateFailed'),
    );
  };

  return (
    <FormDialog
      open={open}
      title={club ? t('management.form.manageTitle', { name: club.name }) : t('management.clubForm.create')}
      submitLabel={club ? t('management.form.saveChanges') : t('management.clubForm.create')}
      busyLabel={club ? t('management.form.saving') : t('management.form.creating')}
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
      <TextField
        label={t('management.clubForm.name')}
        required
        value={form.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextAreaField
        label={t('management.form.description')}
        value={form.description}
        onChange={set('description')}
        error={errors.description}
      />
      <TextField
        label={t('management.clubForm.location')}
        value={form.location}
        onChange={set('location')}
        error={errors.location}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label={t('management.clubForm.email')}
          type="email"
          value={form.contactEmail}
          onChange={set('contactEmail')}
          error={errors.contactEmail}
        />
        <TextField
          label={t('management.clubForm.phone')}
          type="tel"
          value={form.contactPhone}
          onChange={set('contactPhone')}
          error={errors.contactPhone}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
