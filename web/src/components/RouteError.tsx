import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';

/**
 * A page that could not load (most often its code, with no connection and nothing kept on the phone):
 * says so in words and offers a retry, instead of the router's raw error screen.
 */
export function RouteError() {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Box as="main" maxW="lg" mx="auto" px="4" py="16">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {offline ? 'You are offline' : 'This page could not load'}
        </Heading>
        <Text>
          {offline
            ? 'This page has not been opened on this device before, so there is no copy to show. It will load when the connection returns.'
            : 'Something went wrong while loading this page. Try again in a moment.'}
        </Text>
        <Stack direction="row" gap="3">
          <Button colorPalette="sea" onClick={() => window.location.reload()}>
            Try again
          </Button>
          <Button asChild variant="outline">
            <a href="/">Go to the home page</a>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
