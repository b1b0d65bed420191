import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../../gql';
import type { MatchCentreFootballSheetFragment } from '../../../gql/graphql';
import { useT } from '../../../i18n/use-t';

/** The match sheet of a football match: each side's line-up, the officials and the statistics. */
export const FootballSheetFields = graphql(`
  fragment MatchCentreFootballSheet on Match {
    footballLineups {
      side
      formation
      rows
      starters {
        ...MatchCentreLineupPlayer
      }
      bench {
        ...MatchCentreLineupPlayer
      }
    }
    footballOfficials {
      referee
      assistantReferees
      fourthOfficial
    }
    footballStats {
      key
      label
      home
      away
      percentage
    }
  }
`);

export const LineupPlayerFields = graphql(`
  fragment MatchCentreLineupPlayer on FootballLineupPlayer {
    id
    name
    shirtNumber
    row
    goals
    ownGoals
    yellowCard
    redCard
    subbedOff
    replacedBy
    subbedOn
    replaced
  }
`);

type Sheet = MatchCentreFootballSheetFragment;
type Lineup = Sheet['footballLineups'][number];
type LineupPlayer = Lineup['starters'][number];
type StatLine = NonNullable<Sheet['footballStats']>[number];

/** "Messi" from "Lionel Messi": the pitch has room for one name. */
const shortName = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? parts.slice(1).join(' ') : name;
};

/** The starters by row: the goalkeeper's row first, then the formation's rows from defence to attack. */
function rowsOf(lineup: Lineup): LineupPlayer[][] {
  const rows: LineupPlayer[][] = Array.from({ length: lineup.rows.length + 1 }, () => []);
  for (const player of lineup.starters) rows[Math.min(player.row ?? 0, lineup.rows.length)].push(player);
  return rows;
}

function Marker({ player, side }: { player: LineupPlayer; side: 'home' | 'away' }) {
  const t = useT();
  const off = player.subbedOff !== null;
  const number = String(player.shirtNumber ?? '');
  return (
    <Stack
      gap="0.5"
      align="center"
      minW="0"
      flex="1"
      maxW={{ base: '16', md: '24' }}
      data-testid="pitch-player"
      aria-label={
        off
          ? t('matches.football.markerSubbed', { number, name: player.name, minute: player.subbedOff })
          : `${number} ${player.name}`
      }
    >
      <Box position="relative">
        <Flex
          w={{ base: '7', md: '9' }}
          h={{ base: '7', md: '9' }}
          borderRadius="full"
          align="center"
          justify="center"
          fontSize={{ base: 'xs', md: 'sm' }}
          fontWeight="bold"
          bg={side === 'home' ? 'sea.600' : 'sunset.500'}
          color="white"
          borderWidth="2px"
          borderColor="white"
          fontVariantNumeric="tabular-nums"
        >
          {player.shirtNumber ?? ''}
        </Flex>
        {player.yellowCard || player.redCard ? (
          <Box
            position="absolute"
            top="-1"
            right="-1.5"
            w="2"
            h="3"
            borderRadius="1px"
            bg={player.redCard ? 'red.600' : 'yellow.400'}
            aria-label={t(player.redCard ? 'matches.football.sentOff' : 'matches.football.booked')}
          />
        ) : null}
        {player.goals > 0 ? (
          <Flex
            position="absolute"
            bottom="-1"
            right="-2"
            minW="4"
            h="4"
            px="0.5"
            borderRadius="full"
            bg="white"
            color="gray.900"
            fontSize="2xs"
            fontWeight="bold"
            align="center"
            justify="center"
            aria-label={t('matches.football.goals', { count: player.goals })}
            data-testid="pitch-goals"
          >
            ⚽{player.goals > 1 ? player.goals : ''}
          </Flex>
        ) : null}
      </Box>
      <Text
        fontSize={{ base: '2xs', md: 'xs' }}
        color="white"
        fontWeight="medium"
        lineHeight="1.1"
        textAlign="center"
        maxW="full"
        truncate
        textShadow="0 1px 2px rgba(0,0,0,0.6)"
      >
        {shortName(player.name)}
      </Text>
      {off ? (
        <Text
          fontSize="2xs"
          lineHeight="1"
          color="white"
          bg="blackAlpha.600"
          px="1"
          borderRadius="sm"
          data-testid="pitch-subbed-off"
        >
          ↓ {player.subbedOff}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One half: the goalkeeper at the goal line, each row towards halfway (the away half mirrored). */
function Half({ lineup }: { lineup: Lineup }) {
  const rows = rowsOf(lineup);
  const ordered = lineup.side === 'home' ? rows : [...rows].reverse();
  return (
    <Flex direction="column" justify="space-around" flex="1" py="2" data-testid={`pitch-half-${lineup.side}`}>
      {ordered.map((row, index) => (
        <Flex key={index} justify="space-around" align="start" gap="1" px="1">
          {/* Left to right as the side attacks: the home side attacks down the page, so its right is on the left. */}
          {(lineup.side === 'home' ? row : [...row].reverse()).map((player) => (
            <Marker key={`${player.id}-${player.name}`} player={player} side={lineup.side} />
          ))}
        </Flex>
      ))}
    </Flex>
  );
}

function EmptyHalf({ name }: { name: string }) {
  const t = useT();
  return (
    <Flex flex="1" align="center" justify="center">
      <Text color="whiteAlpha.800" fontSize="sm">
        {t('matches.football.lineupNotSet', { team: name })}
      </Text>
    </Flex>
  );
}

/**
 * The line-ups as a pitch: home in the top half, away in the bottom, each placed by its formation's rows;
 * then the benches with the substitutes who came on, and the officials.
 */
export function FootballLineups({ sheet, home, away }: { sheet: Sheet; home: string; away: string }) {
  const t = useT();
  const lineup = (side: 'home' | 'away') => sheet.footballLineups.find((each) => each.side === side) ?? null;
  const sides = [
    { side: 'home' as const, name: home, lineup: lineup('home') },
    { side: 'away' as const, name: away, lineup: lineup('away') },
  ];
  const header = (name: string, formation: string | undefined, testId: string) => (
    <HStack justify="space-between" px="1" data-testid={testId}>
      <Text fontWeight="bold" color="ink" fontSize="sm">
        {name}
      </Text>
      <Text color="fg.muted" fontSize="sm" fontVariantNumeric="tabular-nums">
        {formation ?? ''}
      </Text>
    </HStack>
  );
  return (
    <Stack gap="4" data-testid="football-lineups">
      <Stack gap="1" maxW="lg" w="full" mx="auto">
        {header(home, sides[0].lineup?.formation, 'formation-home')}
        <Flex
          direction="column"
          position="relative"
          overflow="hidden"
          borderRadius="lg"
          bg="green.700"
          backgroundImage="repeating-linear-gradient(180deg, rgba(255,255,255,0.05) 0 10%, transparent 10% 20%)"
          aspectRatio={{ base: '0.62', md: '0.7' }}
          w="full"
          data-testid="pitch"
          role="img"
          aria-label={t('matches.football.pitch', {
            home,
            homeFormation: sides[0].lineup?.formation ?? '',
            away,
            awayFormation: sides[1].lineup?.formation ?? '',
          })}
        >
          {/* The markings: halfway line, centre circle, the two penalty areas. */}
          <Box position="absolute" left="0" right="0" top="50%" borderTopWidth="2px" borderColor="whiteAlpha.500" />
          <Box
            position="absolute"
            left="50%"
            top="50%"
            w="24%"
            aspectRatio="1"
            transform="translate(-50%, -50%)"
            borderWidth="2px"
            borderColor="whiteAlpha.500"
            borderRadius="full"
          />
          <Box
            position="absolute"
            left="26%"
            right="26%"
            top="0"
            h="8%"
            borderWidth="2px"
            borderTopWidth="0"
            borderColor="whiteAlpha.500"
          />
          <Box
            position="absolute"
            left="26%"
            right="26%"
            bottom="0"
            h="8%"
            borderWidth="2px"
            borderBottomWidth="0"
            borderColor="whiteAlpha.500"
          />
          <Flex direction="column" flex="1" position="relative">
            {sides[0].lineup ? <Half lineup={sides[0].lineup} /> : <EmptyHalf name={home} />}
          </Flex>
          <Flex direction="column" flex="1" position="relative">
            {sides[1].lineup ? <Half lineup={sides[1].lineup} /> : <EmptyHalf name={away} />}
          </Flex>
        </Flex>
        {header(away, sides[1].lineup?.formation, 'formation-away')}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {sides.map(({ side, name, lineup: sideLineup }) => (
          <Stack key={side} as="section" aria-labelledby={`bench-${side}`} gap="1" data-testid={`bench-${side}`}>
            <Heading as="h3" size="xs" id={`bench-${side}`} color="ink">
              {t('matches.football.bench', { team: name })}
            </Heading>
            {!sideLineup || sideLineup.bench.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('matches.football.noneNamed')}
              </Text>
            ) : (
              <Stack as="ol" gap="1" m="0" p="0">
                {sideLineup.bench.map((player) => (
                  <HStack
                    as="li"
                    key={`${player.id}-${player.name}`}
                    listStyleType="none"
                    gap="2"
                    fontSize="sm"
                    data-testid="bench-player"
                  >
                    <Text minW="6" color="fg.muted" fontVariantNumeric="tabular-nums">
                      {player.shirtNumber ?? ''}
                    </Text>
                    <Text fontWeight={player.subbedOn ? 'semibold' : 'normal'}>{player.name}</Text>
                    {player.subbedOn ? (
                      <Text color="green.fg" fontSize="xs" data-testid="bench-subbed-on">
                        {t('matches.football.subbedOn', { minute: player.subbedOn, player: player.replaced })}
                      </Text>
                    ) : null}
                  </HStack>
                ))}
              </Stack>
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <FootballOfficialsList officials={sheet.footballOfficials} />
    </Stack>
  );
}

export function FootballOfficialsList({ officials }: { officials: Sheet['footballOfficials'] }) {
  const t = useT();
  if (!officials) return null;
  const rows = [
    { label: t('matches.football.referee'), value: officials.referee },
    ...officials.assistantReferees.map((name, index) => ({
      label: t('matches.football.assistant', { number: index + 1 }),
      value: name,
    })),
    ...(officials.fourthOfficial
      ? [{ label: t('matches.football.fourthOfficial'), value: officials.fourthOfficial }]
      : []),
  ];
  return (
    <Stack as="section" aria-labelledby="football-officials" gap="1" data-testid="football-officials">
      <Heading as="h3" size="xs" id="football-officials" color="ink">
        {t('matches.football.officials')}
      </Heading>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
        {rows.map((row) => (
          <Box key={row.label} display="contents">
            <Text as="dt" color="fg.muted">
              {row.label}
            </Text>
            <Text as="dd" m="0">
              {row.value}
            </Text>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/** FotMob's paired bars: the home value left, the away value right, the bar split in proportion. */
export function FootballStatBars({ lines, home, away }: { lines: StatLine[] | null; home: string; away: string }) {
  const t = useT();
  if (!lines || lines.length === 0) return <Text color="fg.muted">{t('matches.football.noStats')}</Text>;
  return (
    <Stack gap="4" maxW="lg" mx="auto" w="full" data-testid="football-stats">
      <HStack justify="space-between" fontSize="sm" fontWeight="bold" color="ink">
        <Text>{home}</Text>
        <Text>{away}</Text>
      </HStack>
      {lines.map((line) => {
        const total = line.home + line.away;
        const share = total === 0 ? 50 : (line.home / total) * 100;
        const unit = line.percentage ? '%' : '';
        const pill = (value: number, lead: boolean, palette: string) => (
          <Text
            as="span"
            minW="10"
            textAlign="center"
            px="2"
            py="0.5"
            borderRadius="full"
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            bg={lead ? palette : 'transparent'}
            color={lead ? 'white' : 'ink'}
          >
            {value}
            {unit}
          </Text>
        );
        return (
          <Stack
            key={line.key}
            gap="1.5"
            data-testid="stat-line"
            aria-label={`${line.label}: ${home} ${line.home}${unit}, ${away} ${line.away}${unit}`}
          >
            <HStack justify="space-between" fontSize="sm">
              <Box data-testid="stat-home">{pill(line.home, line.home > line.away, 'sea.600')}</Box>
              <Text color="fg.muted" textAlign="center">
                {line.label}
              </Text>
              <Box data-testid="stat-away">{pill(line.away, line.away > line.home, 'sunset.500')}</Box>
            </HStack>
            <Flex h="2" gap="1" aria-hidden>
              <Box
                h="full"
                borderRadius="full"
                bg={total === 0 ? 'bg.muted' : 'sea.600'}
                style={{ width: `${share}%` }}
                data-testid="stat-bar-home"
              />
              <Box
                h="full"
                borderRadius="full"
                bg={total === 0 ? 'bg.muted' : 'sunset.500'}
                flex="1"
                data-testid="stat-bar-away"
              />
            </Flex>
          </Stack>
        );
      })}
    </Stack>
  );
}
