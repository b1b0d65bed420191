import { Alert, Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An error or a confirmation under a form; nothing while there is no message. */
export function Notice({ status, message }: { status: 'error' | 'success'; message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status={status} size="sm">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** A field with its label, in the schedule's small forms. */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/** A box of the schedule page: each form, and each day of fixtures. */
export const SCHEDULE_PANEL = {
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'line',
  rounded: 'xl',
  p: '4',
} as const;
