import { useQuery } from '@apollo/client/react';
import { Badge, Box, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { EmptyState } from '../../components/EmptyState';
import { isNotFound, NotFound } from '../../components/NotFound';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { graphql } from '../../gql';
import type { BracketPageQuery } from '../../gql/graphql';
import { useLiveTournament } from '../live/useLiveTournament';
import { TournamentPageTitle } from '../tournaments/TournamentPageTitle';
import { usePageTitle } from '../../app/page-title';
import { useT } from '../../i18n/use-t';
import { liveRegion } from '../../app/live-region';

export const BracketPageDocument = graphql(`
  query BracketPage($id: Int!) {
    publicTournament(id: $id) {
      id
      name
      stages {
        id
        name
        format
        matches {
          id
          roundNumber
          roundName
          isFinal
          status
          homeTeam {
            id
            name
          }
          awayTeam {
            id
            name
          }
          homeSlotLabel
          awaySlotLabel
          homeTeamScore
          awayTeamScore
          winnerTeamId
          decidedBy
        }
      }
    }
  }
`);

type Stage = BracketPageQuery['publicTournament']['stages'][number];
type BracketMatch = Stage['matches'][number];

const BRACKET_FORMATS = new Set(['KNOCKOUT', 'PAGE_PLAYOFF']);

/** One side of a match: the team (or where it comes from), its score, the winner in bold. */
function Side({
  team,
  label,
  score,
  won,
}: {
  team: BracketMatch['homeTeam'];
  label: string | null | undefined;
  score: number | null | undefined;
  won: boolean;
}) {
  const t = useT();
  return (
    <HStack justify="space-between" gap="2" fontWeight={won ? 'bold' : 'normal'}>
      <Text truncate color={team ? 'fg' : 'fg.muted'}>
        {team?.name ?? label ?? t('common.tbd')}
      </Text>
      <Text fontVariantNumeric="tabular-nums">{score ?? ''}</Text>
    </HStack>
  );
}

/** A match in its column; one named otherwise than the column (a third-place match, a page playoff's Eliminator) says so. */
function MatchCard({ match, column }: { match: BracketMatch; column: string }) {
  const live = match.status === 'in_progress';
  const homeWon = match.winnerTeamId != null && match.winnerTeamId === match.homeTeam?.id;
  const awayWon = match.winnerTeamId != null && match.winnerTeamId === match.awayTeam?.id;
  const t = useT();
  const sides = {
    home: match.homeTeam?.name ?? match.homeSlotLabel ?? t('common.tbd'),
    away: match.awayTeam?.name ?? match.awaySlotLabel ?? t('common.tbd'),
  };
  const title = match.roundName
    ? t('stages.bracket.match', { round: match.roundName, ...sides })
    : t('stages.bracket.matchUnnamed', sides);
  return (
    <Link
      asChild
      display="block"
      bg="surface"
      borderWidth="1px"
      borderColor={live ? 'red.500' : 'sand.200'}
      borderRadius="lg"
      p="3"
      _hover={{ borderColor: 'sea.500', textDecoration: 'none' }}
      color="inherit"
    >
      <RouterLink to={`/match/${match.id}`} aria-label={title} data-testid="bracket-match">
        <Stack gap="1" fontSize="sm">
          {match.roundName && match.roundName !== column ? (
            <Text fontSize="xs" color="fg.muted" data-testid="bracket-match-round">
              {match.roundName}
            </Text>
          ) : null}
          <Side team={match.homeTeam} label={match.homeSlotLabel} score={match.homeTeamScore} won={homeWon} />
          <Side team={match.awayTeam} label={match.awaySlotLabel} score={match.awayTeamScore} won={awayWon} />
          {live ? (
            <Badge colorPalette="red" variant="solid" alignSelf="start">
              {t('stages.bracket.live')}
            </Badge>
          ) : null}
          {match.decidedBy ? (
            <Text fontSize="xs" color="fg.muted" data-testid="decided-by">
              {match.decidedBy}
            </Text>
          ) : null}
        </Stack>
      </RouterLink>
    </Link>
  );
}

/**
 * Shadows at the edges of a sideways-scrolling box while there is more beyond them (Lea Verou's scrolling
 * shadows: the covers scroll with the content, the shadows stay with the box), in CSS alone, so a server-rendered
 * page shows them before any script runs.
 */
const SCROLL_SHADOWS = {
  background:
    'linear-gradient(to right, var(--chakra-colors-page) 30%, transparent), ' +
    'linear-gradient(to left, var(--chakra-colors-page) 30%, transparent) 100% 0, ' +
    'radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.18), transparent), ' +
    'radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.18), transparent) 100% 0',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '2.5rem 100%, 2.5rem 100%, 0.9rem 100%, 0.9rem 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
} as const;

/** A stage's rounds as columns, first round on the left; scrolls sideways when it is wider than the screen. */
function Bracket({ stage }: { stage: Stage }) {
  const t = useT();
  const rounds = new Map<number, BracketMatch[]>();
  for (const match of stage.matches) {
    const round = match.roundNumber ?? 0;
    rounds.set(round, [...(rounds.get(round) ?? []), match]);
  }
  // The final's column shows the final first and the third-place match under it: known by isFinal, not by its
  // name, as the server writes round names in the reader's language.
  const underFinal = (match: BracketMatch) => (match.isFinal ? 0 : 1);
  const columns = [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, matches]) => [round, [...matches].sort((a, b) => underFinal(a) - underFinal(b))] as const);
  return (
    <Box as="section" aria-labelledby={`stage-${stage.id}`}>
      <Heading as="h2" size="lg" id={`stage-${stage.id}`} color="ink" mb="3">
        {stage.name}
      </Heading>
      {/* A phone fits two columns, a tablet three, a wide screen four: a bracket with more says so, and its right edge is shaded
          while rounds lie beyond it (the shadow scrolls away at the end), so the final is never cut off unseen. */}
      {columns.length > 2 ? (
        <Text
          fontSize="sm"
          color="fg.muted"
          mb="2"
          display={{
            base: 'block',
            md: columns.length > 3 ? 'block' : 'none',
            lg: columns.length > 4 ? 'block' : 'none',
          }}
          data-testid="bracket-scroll-hint"
        >
          {t('stages.bracket.scrollHint')}
        </Text>
      ) : null}
      <Box
        overflowX="auto"
        pb="2"
        tabIndex={0}
        role="region"
        aria-label={t('stages.bracket.scroller', { stage: stage.name })}
        css={SCROLL_SHADOWS}
        data-testid="bracket-scroller"
      >
        <HStack align="stretch" gap="4" minW="max-content" data-testid="bracket">
          {columns.map(([round, matches]) => {
            // The final's column also holds the third-place match: name it after the final, sorted first.
            const name = matches[0]?.roundName ?? t('stages.bracket.round', { round });
            return (
              <Stack key={round} w={{ base: '40', md: '56' }} gap="3" data-testid="bracket-round">
                <Heading as="h3" size="sm" color="fg.muted">
                  {name}
                </Heading>
                <Stack flex="1" gap="3" justify="space-around">
                  {matches.map((match) => (
                    <MatchCard key={match.id} match={match} column={name} />
                  ))}
                </Stack>
              </Stack>
            );
          })}
        </HStack>
      </Box>
    </Box>
  );
}

export const bracketPageData = queryPageData(BracketPageDocument, ({ params }) => {
  const id = parseId(params.id);
  return id === null ? null : { id };
});

export function BracketRoute() {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, loading, refetch } = useQuery(BracketPageDocument, { variables: { id }, skip: !valid });
  const t = useT();
  const name = data?.publicTournament?.name;
  usePageTitle(name && t('stages.bracket.subject', { tournament: name }));
  // Live scores inside the bracket; a result also moves winners on, so re-read the bracket on each change.
  useLiveTournament(valid ? id : null, () => {
    void refetch();
  });

  if (!valid || isNotFound(error)) {
    return <NotFound title={t('stages.bracket.notFound.title')} message={t('stages.bracket.notFound.message')} />;
  }
  if (loading && !data) return <PageSpinner label={t('stages.bracket.loading')} />;
  if (error || !data) return <PageLoadError noun={t('stages.bracket.loadNoun')} error={error} maxW="6xl" />;

  const tournament = data.publicTournament;
  const brackets = tournament.stages.filter((stage) => BRACKET_FORMATS.has(stage.format));
  return (
    <Container
      maxW="6xl"
      py={{ base: '6', md: '10' }}
      {...liveRegion('bracket', { tournament: tournament.id }, 'change')}
    >
      <TournamentPageTitle tournament={tournament} page={t('stages.bracket.page')} mb="6" />
      {brackets.length === 0 ? (
        <EmptyState title={t('stages.bracket.empty.title')} hint={t('stages.bracket.empty.hint')} />
      ) : (
        <Stack gap="10">
          {brackets.map((stage) =>
            stage.matches.length === 0 ? (
              <EmptyState key={stage.id} title={stage.name} hint={t('stages.bracket.notDrawn')} />
            ) : (
              <Bracket key={stage.id} stage={stage} />
            ),
          )}
        </Stack>
      )}
    </Container>
  );
}
