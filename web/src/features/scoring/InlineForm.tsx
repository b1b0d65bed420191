import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A small form opened in place on the pad (a correction, an abandonment): a card that submits once. */
export function InlineForm({
  tone,
  onSubmit,
  children,
  testId,
}: {
  tone: 'sand' | 'red';
  onSubmit: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack
      as="form"
      gap="2"
      bg="surface"
      p="3"
      borderRadius="lg"
      borderWidth="1px"
      borderColor={`${tone}.200`}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Stack>
  );
}
