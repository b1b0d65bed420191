import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';

export type SelectOption = { value: string; label: string; disabled?: boolean };

/**
 * A labelled select beside its action button, as on the roster ('Register Team') and the tournament page
 * ('Add Team'). The first option is `placeholder` with an empty value.
 */
export function SelectWithAction({
  label,
  value,
  onChange,
  placeholder,
  options,
  selectDisabled,
  selectBg,
  actionLabel,
  actionDisabled,
  actionLoading,
  onAction,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  options: SelectOption[];
  selectDisabled?: boolean;
  selectBg?: string;
  actionLabel: string;
  actionDisabled: boolean;
  actionLoading: boolean;
  onAction: () => void;
}) {
  return (
    <Flex mt="4" gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
      <Field.Root flex="1">
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root disabled={selectDisabled}>
          <NativeSelect.Field bg={selectBg} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button colorPalette="sea" disabled={actionDisabled} loading={actionLoading} onClick={onAction}>
        {actionLabel}
      </Button>
    </Flex>
  );
}
