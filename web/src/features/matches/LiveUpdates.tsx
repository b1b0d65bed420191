import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { formatSiteClock, SITE_TIME_ZONE_LABEL } from '../../../../shared/site-time';
import { useNow } from '../../app/clock';
import { useT } from '../../i18n/use-t';
import { elapsed } from './elapsed';

export const CLOCK_TICK_MS = 1000;

/** The current time, renewed every second (the spec's match clock); hydration-safe (app/clock.tsx). */
export function useClock(): Date {
  return useNow();
}

/**
 * The Live Updates box of an in-progress match: a clock ticking every second and the latest note. The clocks
 * are marked (`data-clock`) so a visitor's page without the app ticks them too (web/src/visitor/clocks.ts).
 */
export function LiveUpdates({ startedAt, note }: { startedAt: string | null; note: string | null }) {
  const t = useT();
  const now = useClock();
  const inPlay = elapsed(startedAt, now);
  return (
    <Box
      as="section"
      aria-labelledby="live-updates-heading"
      bg="bg.error"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="xl"
      p="4"
      data-testid="live-updates"
    >
      <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="live-updates-heading" color="fg.error">
          {t('matches.liveUpdates.title')}
        </Heading>
        <Text fontVariantNumeric="tabular-nums" fontWeight="bold" color="fg.error">
          <time dateTime={now.toISOString()} data-testid="live-clock" data-clock="site">
            {formatSiteClock(now)}
          </time>{' '}
          {SITE_TIME_ZONE_LABEL}
        </Text>
      </HStack>
      {inPlay ? (
        <Text mt="1" fontSize="sm" color="fg.error">
          {t.rich('matches.liveUpdates.inPlay', {
            elapsed: (
              <Text as="span" fontVariantNumeric="tabular-nums" data-testid="live-elapsed" data-clock-since={startedAt}>
                {inPlay}
              </Text>
            ),
          })}
        </Text>
      ) : null}
      <Text mt="2" color="ink">
        {note ?? t('matches.liveUpdates.waiting')}
      </Text>
    </Box>
  );
}
