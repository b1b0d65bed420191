import { useState } from 'react';
import { serverFieldErrors, type FieldErrors } from './validation';

/**
 * The state every management form dialog keeps: the form, the messages beside its fields and the failure
 * alert. A save is checked in the browser first; a failed one keeps the dialog open with `failureText`.
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
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set =
    <Field extends keyof Form>(field: Field) =>
    (value: Form[Field]) =>
      setForm((current) => ({ ...current, [field]: value }));

  /** Validates, builds the payload from the form, then sends it. */
  const submit = async <Input>(toInput: (form: Form) => Input, send: (input: Input) => Promise<unknown>) => {
    const found = validate(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const input = toInput(form);
    try {
      await send(input);
      onSaved();
    } catch (error) {
      console.error(failureText, error);
      setErrors(serverFieldErrors(error));
      setFailure(failureText);
    }
  };

  /** Runs another action of the dialog (deactivate, reactivate): a failure shows in the same alert. */
  const runAction = async (work: () => Promise<unknown>, actionFailure: string) => {
    try {
      await work();
      onSaved();
    } catch (error) {
      console.error(error);
      setFailure(actionFailure);
    }
  };

  return { form, set, errors, failure, submit, runAction };
}
