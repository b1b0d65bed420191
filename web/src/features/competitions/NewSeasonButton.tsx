import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { newSeasonSchema } from '../../../../shared/validation/competitions';
import { graphql } from '../../gql';
import { localizeMessage } from '../../i18n/localize-message';
import { describeError } from '../../lib/errors';
import { useT } from '../../i18n/use-t';
import { FormDialog } from '../management/FormDialog';
import type { FormFailure } from '../management/useManagementForm';
import { TextField } from '../management/fields';

const StartNewSeasonDocument = graphql(`
  mutation StartNewSeason($input: NewSeasonInput!) {
    startNewSeason(input: $input) {
      id
    }
  }
`);

type Form = { name: string; startDate: string; endDate: string };

/** "New season": a draft copied from this season (format, rules, stages, venues), then its management page. */
export function NewSeasonButton({ tournamentId, name }: { tournamentId: number; name: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<Form>({ name: '', startDate: '', endDate: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [start, started] = useMutation(StartNewSeasonDocument);
  // Editing a field clears its error: the message spoke of the value before.
  const set = (field: keyof Form) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const save = async () => {
    setFailure(null);
    // The same schema the server parses with, so the form names the same fields with the same words.
    const parsed = newSeasonSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), localizeMessage(issue.message, t)]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      const result = await start({ variables: { input: { tournamentId, ...parsed.data } } });
      if (result.data) void navigate(`/tournaments/${result.data.startNewSeason.id}/manage`);
    } catch (caught) {
      setFailure({
        title: t('competitions.newSeason.failed'),
        detail: describeError(caught, t),
        retry: () => void save(),
      });
    }
  };

  return (
    <>
      <Button variant="outline" colorPalette="sea" onClick={() => setOpen(true)}>
        {t('competitions.newSeason.button')}
      </Button>
      {open ? (
        <FormDialog
          open
          title={t('competitions.newSeason.title', { name })}
          submitLabel={t('competitions.newSeason.submit')}
          busyLabel={t('competitions.newSeason.busy')}
          busy={started.loading}
          failure={failure}
          onClose={() => setOpen(false)}
          onSubmit={() => void save()}
        >
          <TextField
            label={t('competitions.newSeason.name')}
            required
            value={form.name}
            onChange={set('name')}
            error={errors.name}
          />
          <TextField
            label={t('competitions.newSeason.startDate')}
            type="date"
            required
            value={form.startDate}
            onChange={set('startDate')}
            error={errors.startDate}
          />
          <TextField
            label={t('competitions.newSeason.endDate')}
            type="date"
            required
            value={form.endDate}
            onChange={set('endDate')}
            error={errors.endDate}
          />
        </FormDialog>
      ) : null}
    </>
  );
}
