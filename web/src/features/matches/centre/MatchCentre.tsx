import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { MatchCentreSidesQuery, MatchStatus, Sport } from '../../../gql/graphql';
import { POSITION_IDS } from '../../../lib/positions';
import { useT } from '../../../i18n/use-t';
import { useClock } from '../LiveUpdates';
import { FootballTimelineChart } from './charts';
import { CricketCharts, CricketCommentary, CricketLiveHeader, CricketScorecard } from './CricketCentre';
import { CricketMatchInfo, CricketXIs } from './CricketSheet';
import { MatchCentreCricketQuery, MatchCentreSidesQuery as SidesQuery } from './queries';
import { Tabs } from './Tabs';
import { FootballLineups, FootballStatBars } from './FootballSheet';
import { pageMinute, sayMinute, type ClockFields } from './match-minute';

type Football = NonNullable<MatchCentreSidesQuery['match']['football']>;
type Lineups = MatchCentreSidesQuery['match']['lineups'];

export type MatchCentreProps = {
  matchId: number;
  /** The match's seq as the live subscription last left it: a new one refetches the card. */
  seq: number;
  status: MatchStatus;
  sport: Sport;
  ballsPerOver: number;
  oversPerInnings: number;
  home: string;
  away: string;
  /** Whether the match shows a score (kept as a whole by its scorer, or as the demo's): its card is not "yet". */
  scored?: boolean;
};

/**
 * Refetches when the match's log moves on: the live push carries the card and the timeline, but not the
 * line-ups, which change only when a scorer names a new player.
 */
function useFollowSeq(seq: number, refetch: () => unknown, skip = false) {
  // The cache holds one Match object for every query, so the seq a query was fetched at is kept here.
  const fetchedAt = useRef(seq);
  useEffect(() => {
    if (skip || seq === fetchedAt.current) return;
    fetchedAt.current = seq;
    void refetch();
  }, [seq, refetch, skip]);
}

/** Reads the centre's queries as the centre asks for them (the server's page data for a match page). */
export async function readMatchCentre(client: ApolloClient, matchId: number, sport: Sport): Promise<void> {
  await Promise.all([
    client.query({ query: SidesQuery, variables: { id: matchId } }),
    sport === 'cricket' ? client.query({ query: MatchCentreCricketQuery, variables: { id: matchId } }) : null,
  ]);
}

export function MatchCentre(props: MatchCentreProps) {
  const { matchId, seq, sport } = props;
  const t = useT();
  const cricket = sport === 'cricket';
  const card = useQuery(MatchCentreCricketQuery, { variables: { id: matchId }, skip: !cricket });
  const sides = useQuery(SidesQuery, { variables: { id: matchId } });
  useFollowSeq(seq, sides.refetch);
  const [tab, setTab] = useState(cricket ? 'scorecard' : 'commentary');

  const innings = card.data?.match.innings ?? [];
  const football = sides.data?.match.football ?? null;
  const lineups = sides.data?.match.lineups ?? [];
  const open = innings.at(-1);
  const live = props.status === 'in_progress';

  const sheet = sides.data?.match;
  const cricketSheet = sides.data?.match.cricketSheet ?? null;
  // Football: the line-ups the scorer set, as a pitch; cricket: the XIs as named. Until then (and in other
  // sports) who may play.
  const lineupsTab = {
    id: 'lineups',
    label: t('matches.centre.tab.lineups'),
    content:
      cricket && cricketSheet && cricketSheet.playingXIs.length > 0 ? (
        <CricketXIs sheet={cricketSheet} />
      ) : !cricket && sheet && (sheet.footballLineups.length > 0 || sheet.footballOfficials) ? (
        <FootballLineups sheet={sheet} home={props.home} away={props.away} />
      ) : (
        <LineupsPanel lineups={lineups} sport={sport} />
      ),
  };
  // A completed match with no ball recorded had its result entered whole: it will never have a card. A live
  // one with a score but no ball has its score kept as a whole: "no balls bowled yet" would contradict it.
  const entered = props.status === 'completed';
  const noBalls = t(
    entered
      ? 'matches.centre.noBalls.entered'
      : props.status === 'cancelled'
        ? 'matches.centre.noBalls.cancelled'
        : live && props.scored
          ? 'matches.centre.noBalls.scoreOnly'
          : 'matches.centre.noBalls.yet',
  );
  const tabs = cricket
    ? [
        {
          id: 'scorecard',
          label: t('matches.centre.tab.scorecard'),
          content: (
            <Stack gap="4">
              <CricketMatchInfo sheet={cricketSheet} />
              <CricketScorecard innings={innings} empty={noBalls} />
            </Stack>
          ),
        },
        {
          id: 'commentary',
          label: t('matches.centre.tab.commentary'),
          content: <CricketCommentary innings={innings} empty={noBalls} />,
        },
        lineupsTab,
        {
          id: 'charts',
          label: t('matches.centre.tab.charts'),
          content: (
            <CricketCharts innings={innings} maxOvers={props.oversPerInnings} empty={entered ? noBalls : undefined} />
          ),
        },
      ]
    : [
        {
          id: 'commentary',
          label: t('matches.centre.tab.commentary'),
          content: <FootballCommentary football={football} {...props} />,
        },
        lineupsTab,
        {
          id: 'stats',
          label: t('matches.centre.tab.stats'),
          content: <FootballStatBars lines={sheet?.footballStats ?? null} home={props.home} away={props.away} />,
        },
        {
          id: 'timeline',
          label: t('matches.centre.tab.timeline'),
          content: (
            <FootballTimelineChart
              moments={football?.timeline ?? []}
              home={props.home}
              away={props.away}
              lastMinute={Math.max(90, football?.periodLastMinute ?? 90)}
            />
          ),
        },
      ];

  return (
    <Stack gap="4" data-testid="match-centre">
      {cricket && live && open && !open.closed ? (
        <CricketLiveHeader innings={open} ballsPerOver={props.ballsPerOver} />
      ) : null}
      {!cricket && football && football.phase !== 'NOT_STARTED' ? (
        <FootballLiveHeader football={football} {...props} />
      ) : null}
      <Box
        as="section"
        aria-labelledby="match-centre-heading"
        bg="surface"
        borderWidth="1px"
        borderColor="line"
        borderRadius="xl"
        p={{ base: '3', md: '5' }}
      >
        <Heading as="h2" size="md" id="match-centre-heading" color="ink" mb="3">
          {t('matches.centre.title')}
        </Heading>
        <Tabs label={t('matches.centre.tabsLabel')} tabs={tabs} selected={tab} onSelect={setTab} />
        {/* The credit Cricsheet's licence asks for, on the matches whose balls came from its files only. */}
        {cricket && card.data?.match.importedFromCricsheet ? (
          <Text mt="4" fontSize="xs" color="fg.muted" data-testid="cricsheet-credit">
            {t('matches.centre.cricsheetCredit')}
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}

/** The minute now, from the period events and the clock (pageMinute): "67'", "45+2'", HT, FT. */
function useMatchMinute(football: Football): string {
  const now = useClock();
  const t = useT();
  return sayMinute(pageMinute(football, now.getTime()), t);
}

/**
 * While the ball is in play, what a visitor's page without the app needs to tick the minute itself
 * (web/src/visitor/clocks.ts, by the same pageMinute); between periods and in a shoot-out the words stay as
 * rendered, in the page's language.
 */
function minuteClock(football: Football): string | undefined {
  if (football.phase !== 'PLAYING' || football.period === 'PENALTIES') return undefined;
  const { phase, period, periodFirstMinute, periodLastMinute, periodStartedAt } = football;
  return JSON.stringify({ phase, period, periodFirstMinute, periodLastMinute, periodStartedAt } satisfies ClockFields);
}

function FootballLiveHeader({ football, home, away }: { football: Football } & MatchCentreProps) {
  const minute = useMatchMinute(football);
  const t = useT();
  const reds = football.timeline.filter((event) => event.kind === 'RED_CARD' || event.kind === 'SECOND_YELLOW');
  const side = (which: 'home' | 'away', scorers: string[]) => (
    <Stack gap="1" textAlign={which === 'home' ? 'left' : 'right'} data-testid={`scorers-${which}`}>
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" color="sea.fg">
        {which === 'home' ? home : away}
      </Text>
      {scorers.map((line) => (
        <Text key={line} fontSize="sm" color="ink" data-testid="scorer-line">
          <Box
            as="span"
            display="inline-block"
            w="2.5"
            h="2.5"
            bg="green.600"
            borderRadius="full"
            mr="1.5"
            aria-hidden
          />
          {line}
        </Text>
      ))}
      {reds
        .filter((event) => event.side === which)
        .map((event) => (
          <Text key={`${event.player.name}-${event.minute}`} fontSize="sm" color="fg.error" data-testid="red-card">
            <Box as="span" display="inline-block" w="2" h="3" bg="red.600" borderRadius="1px" mr="1.5" aria-hidden />
            {event.player.name} {event.minuteText}
            <Text as="span" srOnly>
              {' '}
              {t('matches.centre.sentOff')}
            </Text>
          </Text>
        ))}
    </Stack>
  );
  return (
    <Stack
      as="section"
      aria-label={t('matches.centre.liveFootball')}
      gap="3"
      bg="sea.subtle"
      borderWidth="1px"
      borderColor="sea.emphasized"
      borderRadius="xl"
      p={{ base: '3', md: '4' }}
      data-testid="live-header"
    >
      <HStack justify="center">
        <Text
          fontWeight="black"
          fontSize="xl"
          color="ink"
          fontVariantNumeric="tabular-nums"
          data-testid="match-minute"
          data-clock-minute={minuteClock(football)}
        >
          {minute}
        </Text>
      </HStack>
      <SimpleGrid columns={2} gap="3">
        {side('home', football.homeScorers)}
        {side('away', football.awayScorers)}
      </SimpleGrid>
    </Stack>
  );
}

function FootballCommentary({ football, home, away }: { football: Football | null } & MatchCentreProps) {
  const t = useT();
  if (!football || football.timeline.length === 0) {
    return <Text color="fg.muted">{t('matches.centre.nothingYet')}</Text>;
  }
  const events = [...football.timeline].reverse();
  return (
    <Stack as="ol" gap="0" m="0" p="0" aria-label={t('matches.centre.eventByEvent')} data-testid="commentary">
      {events.map((event, index) => (
        <HStack
          as="li"
          key={index}
          listStyleType="none"
          gap="3"
          py="2"
          borderBottomWidth="1px"
          borderColor="line"
          data-testid="commentary-line"
        >
          <Text fontWeight="bold" minW="12" color="ink" fontVariantNumeric="tabular-nums">
            {event.minuteText}
          </Text>
          <Box>
            <Text fontWeight={event.kind === 'GOAL' ? 'bold' : 'medium'}>{event.text.replace(/^\S+ /, '')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {event.side === 'home' ? home : away}
            </Text>
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}

function LineupsPanel({ lineups, sport }: { lineups: Lineups; sport: Sport }) {
  const t = useT();
  if (lineups.length === 0) return <Text color="fg.muted">{t('matches.centre.noLineups')}</Text>;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" data-testid="lineups">
      {lineups.map((lineup) => (
        <Stack key={lineup.side} as="section" aria-labelledby={`lineup-${lineup.side}`} gap="2">
          <Heading as="h3" size="sm" id={`lineup-${lineup.side}`} color="ink">
            {lineup.team.name}
          </Heading>
          {lineup.players.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {t('matches.centre.noPlayers')}
            </Text>
          ) : (
            <Stack as="ol" gap="1" m="0" p="0">
              {lineup.players.map((player) => (
                <HStack as="li" key={player.id} listStyleType="none" gap="2" fontSize="sm" data-testid="lineup-player">
                  <Text minW="6" color="fg.muted" fontVariantNumeric="tabular-nums">
                    {player.shirtNumber ?? ''}
                  </Text>
                  <Text>{player.name}</Text>
                  {player.position && sport !== 'points' ? (
                    <Text color="fg.muted" fontSize="xs">
                      {t(POSITION_IDS[player.position])}
                    </Text>
                  ) : null}
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
