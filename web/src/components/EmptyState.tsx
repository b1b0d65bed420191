import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <Box
      textAlign="center"
      py="10"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="line"
      borderRadius="xl"
      bg="surface"
    >
      <Heading as="p" size="md" color="ink">
        {title}
      </Heading>
      {hint ? (
        <Text mt="2" color="fg.muted">
          {hint}
        </Text>
      ) : null}
      {children ? <Box mt="4">{children}</Box> : null}
    </Box>
  );
}
