import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One label/value pair of a page's details list (render inside a `dl`). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" color="ink">
        {children}
      </Text>
    </Box>
  );
}
