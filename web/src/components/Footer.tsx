import { Box, Container, Text } from '@chakra-ui/react';

export function Footer() {
  return (
    <Box as="footer" mt="16" py="8" bg="sea.900" color="sand.100">
      <Container maxW="6xl">
        <Text fontWeight="bold">Pitchside</Text>
        <Text fontSize="sm" mt="1" color="sand.200">
          Caribbean tournaments, live scores, results and standings. Prices in dollars ($).
        </Text>
        <Text fontSize="xs" mt="3" color="sand.300">
          CPL 2023 results: Data: cricsheet.org (ODC-By 1.0).
        </Text>
      </Container>
    </Box>
  );
}
