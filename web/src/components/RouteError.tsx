import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/use-t';

/**
 * A page that could not load (most often its code, with no connection and nothing kept on the phone):
 * says so in words and offers a retry, instead of the router's raw error screen.
 */
export function RouteError() {
  const t = useT();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Box as="main" maxW="lg" mx="auto" px="4" py="16">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {offline ? t('layout.routeError.offlineTitle') : t('layout.routeError.failedTitle')}
        </Heading>
        <Text>{offline ? t('layout.routeError.offlineText') : t('layout.routeError.failedText')}</Text>
        <Stack direction="row" gap="3">
          <Button colorPalette="sea" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
          <Button asChild variant="outline">
            <a href="/">{t('layout.routeError.home')}</a>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
