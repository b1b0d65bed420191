import { Box, Container, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function Footer() {
  return (
    <Box as="footer" mt="16" py="8" bg="sea.900" color="sand.100">
      <Container maxW="6xl">
        <Text fontWeight="bold">Pitchside</Text>
        <Text fontSize="sm" mt="1" color="sand.200">
          Caribbean tournaments, live scores, results and standings. Prices in dollars ($).
        </Text>
        <Text fontSize="sm" mt="3">
          <ChakraLink asChild color="sand.100" textDecoration="underline">
            <RouterLink to="/developers">API for developers</RouterLink>
          </ChakraLink>
        </Text>
        <Text fontSize="xs" mt="3" color="sand.300">
          CPL 2023 results: Data: cricsheet.org (ODC-By 1.0).
        </Text>
      </Container>
    </Box>
  );
}
