import { useQuery } from '@apollo/client/react';
import { Container, Grid, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { isNotFound, NotFound } from '../../components/NotFound';
import { graphql } from '../../gql';
import { useLiveTournament } from '../live/useLiveTournament';
import { PageLoadError, PageSpinner } from '../../components/PageState';
import { TournamentPageTitle } from '../tournaments/TournamentPageTitle';
import { usePageTitle } from '../../app/page-title';
import { useT } from '../../i18n/use-t';
import { GroupTables } from './GroupTables';
import { LegendPanel, QuickActionsPanel, RecentFormPanel, TopThreePanel, TournamentInfoPanel } from './StandingsPanels';
import { StandingsTable } from './StandingsTable';
import { liveRegion } from '../../app/live-region';

export const StandingsPageDocument = graphql(`
  query StandingsPage($id: Int!) {
    publicTournament(id: $id) {
      id
      name
      sport
      tournamentType
      maxTeams
      prizePool
      tieBreakers
      stages {
        id
        name
        format
        groups {
          name
          standings {
            position
            teamId
            teamName
            matchesPlayed
            wins
            draws
            losses
            points
            goalDifference
            netRunRate
          }
        }
      }
      pointsDeductions {
        id
        teamId
        points
        reason
      }
    }
    tournamentTeams(tournamentId: $id) {
      id
      name
      crestUrl
      primaryColor
      secondaryColor
    }
    standings(tournamentId: $id) {
      position
      teamId
      teamName
      matchesPlayed
      wins
      draws
      losses
      noResults
      points
      goalsFor
      goalsAgainst
      goalDifference
      netRunRate
      form
      pointsDeducted
    }
  }
`);

export const standingsPageData = queryPageData(StandingsPageDocument, ({ params }) => {
  const id = parseId(params.tournamentId);
  return id === null ? null : { id };
});

/** A tournament's standings: its table (or its groups' tables), the leaders' form, and what the columns mean. */
export function StandingsRoute() {
  const id = Number(useParams().tournamentId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, error, loading, refetch } = useQuery(StandingsPageDocument, { variables: { id }, skip: !valid });
  const t = useT();
  const name = data?.publicTournament?.name;
  usePageTitle(name && t('standings.subject', { tournament: name }));
  // Only a result moves the table: re-read it when a match is completed or its final result corrected,
  // never on a ball or a goal of a match still in play.
  useLiveTournament(valid ? id : null, (change) => {
    if (change.resultChanged) void refetch();
  });

  if (!valid || isNotFound(error)) {
    return <NotFound title={t('standings.notFound.title')} message={t('standings.notFound.message')} />;
  }
  if (loading && !data) return <PageSpinner label={t('standings.loading')} />;
  if (error || !data) return <PageLoadError noun={t('standings.loadNoun')} error={error} maxW="6xl" />;

  const tournament = data.publicTournament;
  const cricket = tournament.sport === 'cricket';
  const rows = data.standings;
  const teams = new Map(data.tournamentTeams.map((team) => [team.id, team]));
  const played = rows.some((row) => row.matchesPlayed > 0 || row.noResults > 0);
  const topThree = played ? rows.slice(0, 3) : [];
  // A group stage's tables stand in for the one table: ranking every group together would mean nothing.
  const groupStages = tournament.stages.filter((stage) => stage.format === 'GROUPS');
  const grouped = groupStages.length > 0;
  const bracket = tournament.stages.some((stage) => stage.format === 'KNOCKOUT' || stage.format === 'PAGE_PLAYOFF');

  return (
    <Container
      maxW="6xl"
      py={{ base: '6', md: '10' }}
      {...liveRegion('standings', { tournament: tournament.id }, 'result')}
    >
      <TournamentPageTitle tournament={tournament} page={t('standings.page')} />

      {grouped ? (
        <Stack mt="6" gap="8">
          {groupStages.map((stage) => (
            <GroupTables key={stage.id} stage={stage} cricket={cricket} />
          ))}
        </Stack>
      ) : null}

      <Grid mt="6" templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: '8', lg: '10' }}>
        <Stack gap="8" minW="0">
          {grouped ? null : (
            <StandingsTable tournament={tournament} rows={rows} teams={teams} cricket={cricket} played={played} />
          )}
          <RecentFormPanel topThree={topThree} cricket={cricket} />
        </Stack>

        <Stack as="aside" gap="6" aria-label={t('standings.details')}>
          {grouped ? null : <TopThreePanel topThree={topThree} />}
          <TournamentInfoPanel tournament={tournament} teamsPlaying={data.tournamentTeams.length} />
          <LegendPanel tournament={tournament} cricket={cricket} />
          <QuickActionsPanel tournament={tournament} bracket={bracket} />
        </Stack>
      </Grid>
    </Container>
  );
}
