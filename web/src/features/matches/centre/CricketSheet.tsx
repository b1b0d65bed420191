import { Box, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MatchCentreCricketSheetFragment, MatchCentreInningsFragment } from '../../../gql/graphql';
import type { MessageId } from '../../../i18n/message-ids';
import { useT, type Translate } from '../../../i18n/use-t';

/** The toss, the XIs, the officials and the player of the match (null until the scorer records any). */
export type CricketSheet = MatchCentreCricketSheetFragment;
type PlayingXi = CricketSheet['playingXIs'][number];
type Officials = NonNullable<CricketSheet['officials']>;

const names = (players: { name: string }[]) => players.map((player) => player.name).join(', ');

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** The top of the scorecard, as published cards open: the toss and the player of the match. */
export function CricketMatchInfo({ sheet }: { sheet: CricketSheet | null | undefined }) {
  const t = useT();
  if (!sheet || (!sheet.toss && sheet.playerOfMatch.length === 0)) return null;
  return (
    <Stack gap="1" fontSize="sm" color="ink" data-testid="cricket-match-info">
      {sheet.toss ? (
        <Text data-testid="cricket-toss">{t.rich('matches.cricket.toss', { b: bold, toss: sheet.toss.text })}</Text>
      ) : null}
      {sheet.playerOfMatch.length > 0 ? (
        <Text data-testid="player-of-match">
          {t.rich('matches.cricket.playerOfMatch', { b: bold, players: names(sheet.playerOfMatch) })}
        </Text>
      ) : null}
    </Stack>
  );
}

function SideXi({ xi }: { xi: PlayingXi }) {
  const t = useT();
  const headingId = `cricket-xi-${xi.team.id}`;
  const cameIn = xi.cameIn.map((player) => player.name);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" data-testid="cricket-xi">
      <Heading as="h3" size="sm" id={headingId} color="ink">
        {xi.team.name}
      </Heading>
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" color="sea.fg">
        {t('matches.cricket.playingXi')}
      </Text>
      <Stack as="ol" gap="1" m="0" p="0" aria-label={t('matches.cricket.playingXiOf', { team: xi.team.name })}>
        {xi.players.map((player, index) => (
          <HStack as="li" key={player.id} listStyleType="none" gap="2" fontSize="sm" data-testid="xi-player">
            <Text minW="6" color="fg.muted" fontVariantNumeric="tabular-nums" aria-hidden>
              {index + 1}
            </Text>
            <Text>{player.name}</Text>
          </HStack>
        ))}
      </Stack>
      {xi.substitutes.length > 0 ? (
        <Text fontSize="sm" data-testid="xi-substitutes">
          {t.rich('matches.cricket.substitutes', { b: bold, players: names(xi.substitutes) })}
        </Text>
      ) : null}
      {cameIn.length > 0 ? (
        <Text fontSize="sm" data-testid="xi-came-in">
          {t.rich('matches.cricket.cameIn', { b: bold, players: cameIn.join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** "Umpires: A, B · TV umpire: C · Match referee: D": only the roles named, plural when two are. */
export function officialsLine(officials: Officials, t: Translate): string {
  const roles: [MessageId, string[]][] = [
    ['matches.cricket.umpires', officials.umpires],
    ['matches.cricket.tvUmpires', officials.tvUmpires],
    ['matches.cricket.reserveUmpires', officials.reserveUmpires],
    ['matches.cricket.matchReferees', officials.matchReferees],
  ];
  return roles
    .filter(([, people]) => people.length > 0)
    .map(([role, people]) => t(role, { count: people.length, people: people.join(', ') }))
    .join(' · ');
}

/** The line-ups tab of a cricket match whose XIs are named: each side's XI, its substitutes, the officials. */
export function CricketXIs({ sheet }: { sheet: CricketSheet }) {
  const t = useT();
  const officials = sheet.officials ? officialsLine(sheet.officials, t) : '';
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" data-testid="cricket-xis">
        {sheet.playingXIs.map((xi) => (
          <SideXi key={xi.team.id} xi={xi} />
        ))}
      </SimpleGrid>
      {officials ? (
        <Box borderTopWidth="1px" borderColor="line" pt="3">
          <Text fontSize="sm" color="ink" data-testid="cricket-officials">
            {officials}
          </Text>
        </Box>
      ) : null}
    </Stack>
  );
}

/** An innings' notes under its batting, as published cards print them: powerplays, reviews, replacements. */
export function InningsNotes({ innings }: { innings: MatchCentreInningsFragment }) {
  const t = useT();
  const { powerplays, reviews, replacements } = innings;
  return (
    <>
      {powerplays.length > 0 ? (
        <Text fontSize="sm" data-testid="powerplays">
          {powerplays.map((each) => each.text).join(' · ')}
        </Text>
      ) : null}
      {reviews.length > 0 ? (
        <Text fontSize="sm" data-testid="reviews">
          {t.rich('matches.cricket.reviews', {
            b: bold,
            reviews: reviews
              .map((review) => `${review.ball}${review.team ? ` ${review.team.name}` : ''}: ${review.text}`)
              .join('; '),
          })}
        </Text>
      ) : null}
      {replacements.length > 0 ? (
        <Text fontSize="sm" data-testid="replacements">
          {t.rich('matches.cricket.replacements', {
            b: bold,
            replacements: replacements.map((each) => `${each.ball} ${each.text}`).join('; '),
          })}
        </Text>
      ) : null}
    </>
  );
}
