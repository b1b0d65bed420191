import { useState } from 'react';
import { describeError } from '../../lib/errors';
import { localizeFieldErrors } from '../../i18n/localize-message';
import { useT } from '../../i18n/use-t';
import { serverFieldErrors, type FieldErrors } from './validation';

/** A failed save: the spec's alert title, why it failed in a person's words, and a way to try again. */
export type FormFailure = { title: string; detail: string; retry: () => void };

/**
 * The state every management form dialog keeps: the form, the messages beside its fields and the failure
 * alert. A save is checked in the browser first; a failed one keeps the dialog open, and what was typed,
 * with `failureText`, the reason (offline, refused...) and a Retry.
 */
export function useManagementForm<Form extends object>({
  initial,
  validate,
  failureText,
  onSaved,
}: {
  initial: () => Form;
  validate: (form: Form) => FieldErrors;
  failureText: string;
  onSaved: () => void;
}) {
  const t = useT();
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const set =
    <Field extends keyof Form>(field: Field) =>
    (value: Form[Field]) =>
      setForm((current) => ({ ...current, [field]: value }));

  /** Validates, builds the payload from the form, then sends it. */
  const submit = async <Input>(toInput: (form: Form) => Input, send: (input: Input) => Promise<unknown>) => {
    // The shared schemas speak the API's English: the fields show them in the page's language.
    const found = localizeFieldErrors(validate(form), t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    await attempt(toInput(form), send);
  };

  const attempt = async <Input>(input: Input, send: (input: Input) => Promise<unknown>) => {
    setFailure(null);
    try {
      await send(input);
      onSaved();
    } catch (error) {
      console.warn(failureText, error);
      setErrors(serverFieldErrors(error, t));
      setFailure({ title: failureText, detail: describeError(error, t), retry: () => void attempt(input, send) });
    }
  };

  /** Runs another action of the dialog (deactivate, reactivate): a failure shows in the same alert. */
  const runAction = async (work: () => Promise<unknown>, actionFailure: string) => {
    setFailure(null);
    try {
      await work();
      onSaved();
    } catch (error) {
      console.warn(actionFailure, error);
      setFailure({
        title: actionFailure,
        detail: describeError(error, t),
        retry: () => void runAction(work, actionFailure),
      });
    }
  };

  return { form, set, errors, failure, submit, runAction };
}
