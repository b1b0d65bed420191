import { Field, HStack, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { useT } from '../../i18n/use-t';

type Common = { label: string; error?: string; required?: boolean; helper?: string };

export function TextField({
  label,
  error,
  required,
  helper,
  value,
  onChange,
  ...input
}: Common & { value: string; onChange: (value: string) => void } & Omit<
    ComponentProps<typeof Input>,
    'value' | 'onChange'
  >) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input {...input} value={value} onChange={(event) => onChange(event.target.value)} />
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function TextAreaField({
  label,
  error,
  value,
  onChange,
}: Common & { value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Textarea value={value} onChange={(event) => onChange(event.target.value)} rows={3} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function SelectField({
  label,
  error,
  required,
  value,
  onChange,
  options,
  placeholder,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/**
 * A kit colour: the hex code as text (what the server checks, and what a screen reader user can type)
 * beside the browser's colour picker, both bound to the same value.
 */
export function ColorField({
  label,
  error,
  value,
  onChange,
}: Common & { value: string; onChange: (value: string) => void }) {
  const t = useT();
  const valid = /^#[0-9a-fA-F]{6}$/.test(value.trim());
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" w="full">
        <Input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="#0e7490"
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
        />
        <input
          type="color"
          aria-label={t('management.field.colorPicker', { label })}
          value={valid ? value.trim().toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          style={{ width: '2.5rem', height: '2.5rem', flexShrink: 0, cursor: 'pointer', background: 'transparent' }}
        />
      </HStack>
      {!error ? <Field.HelperText>{t('management.field.colorHelp')}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
