import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled white card for a page's side panels; `id` names its heading and its test id. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-heading`}
      bg="surface"
      borderWidth="1px"
      borderColor="line"
      borderRadius="xl"
      p="4"
      data-testid={id}
    >
      <Heading as="h2" size="md" id={`${id}-heading`} color="ink" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
