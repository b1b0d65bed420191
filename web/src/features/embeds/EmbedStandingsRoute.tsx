import { useQuery } from '@apollo/client/react';
import { Box, Table, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { isNotFound } from '../../components/NotFound';
import { graphql } from '../../gql';
import { useLiveTournament } from '../live/useLiveTournament';
import { EmbedFrame, EmbedHeading, EmbedLoadError, EmbedNotFound, EmbedSpinner, useEmbedTheme } from './EmbedFrame';

const EmbedStandingsQuery = graphql(`
  query EmbedStandings($id: Int!) {
    publicTournament(id: $id) {
      id
      name
      sport
    }
    standings(tournamentId: $id) {
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
`);

function signed(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined) return '–';
  const text = value.toFixed(digits);
  return value > 0 ? `+${text}` : text;
}

/**
 * Won, drawn and lost only when the frame is 480px or wider: in a phone-sized frame the team's name
 * needs the room (the frame's own width is the media queries' viewport).
 */
const WIDE_ONLY = { base: 'none', sm: 'table-cell' } as const;

/** A column heading as a short abbreviation, with its full name for screen readers and a tooltip. */
function Column({
  short,
  name,
  width = '7',
  wide = false,
}: {
  short: string;
  name: string;
  width?: string;
  wide?: boolean;
}) {
  return (
    <Table.ColumnHeader
      textAlign="end"
      px="1"
      w={width}
      color="fg.muted"
      fontWeight="semibold"
      display={wide ? WIDE_ONLY : undefined}
    >
      <abbr title={name} style={{ textDecoration: 'none' }}>
        {short}
      </abbr>
    </Table.ColumnHeader>
  );
}

/** /embed/standings/:tournamentId: the league table, small, redrawn when a result comes in. */
export const embedStandingsPageData = queryPageData(EmbedStandingsQuery, ({ params }) => {
  const id = parseId(params.tournamentId);
  return id === null ? null : { id };
});

export function EmbedStandingsRoute() {
  const id = parseId(useParams().tournamentId);
  const theme = useEmbedTheme();
  const { data, error, loading, refetch } = useQuery(EmbedStandingsQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
    pollInterval: 120_000,
  });
  // The table comes from completed matches: only a result moves it.
  useLiveTournament(id, (change) => {
    if (change.resultChanged) void refetch();
  });

  if (id === null || isNotFound(error)) return <EmbedNotFound what="Tournament" />;
  if (loading && !data) {
    return (
      <EmbedFrame title="Standings" fullPath={`/standings/${id}`}>
        <EmbedSpinner label="Loading standings" />
      </EmbedFrame>
    );
  }
  if (!data) return <EmbedLoadError what="standings" />;

  const tournament = data.publicTournament;
  const cricket = tournament.sport === 'cricket';
  const rows = data.standings;
  return (
    <EmbedFrame title={`${tournament.name} standings`} fullPath={`/standings/${id}`}>
      <EmbedHeading>{tournament.name} standings</EmbedHeading>
      {rows.length === 0 ? (
        <Text color="fg.muted">No teams in the table yet.</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root
            size="sm"
            data-testid="embed-standings"
            data-theme={theme}
            variant="line"
            // Fixed: the numbers keep their narrow columns and the team's name gives way (truncated) in a small frame.
            tableLayout="fixed"
            css={{ '& td, & th': { py: '1.5' } }}
          >
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader px="1" w="6" color="fg.muted" fontWeight="semibold">
                  <abbr title="Position" style={{ textDecoration: 'none' }}>
                    #
                  </abbr>
                </Table.ColumnHeader>
                <Table.ColumnHeader px="1" color="fg.muted" fontWeight="semibold">
                  Team
                </Table.ColumnHeader>
                <Column short="P" name="Played" />
                <Column short="W" name="Won" wide />
                {cricket ? null : <Column short="D" name="Drawn" wide />}
                <Column short="L" name="Lost" wide />
                {cricket ? (
                  <Column short="NRR" name="Net run rate" width="14" />
                ) : (
                  <Column short="GD" name="Goal difference" width="10" />
                )}
                <Column short="Pts" name="Points" width="9" />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.teamId} bg="transparent" data-testid="embed-standings-row">
                  <Table.Cell px="1" fontWeight="bold">
                    {row.position}
                  </Table.Cell>
                  <Table.Cell px="1" fontWeight="medium" truncate title={row.teamName}>
                    {row.teamName}
                  </Table.Cell>
                  <Table.Cell px="1" textAlign="end">
                    {row.matchesPlayed}
                  </Table.Cell>
                  <Table.Cell px="1" textAlign="end" display={WIDE_ONLY}>
                    {row.wins}
                  </Table.Cell>
                  {cricket ? null : (
                    <Table.Cell px="1" textAlign="end" display={WIDE_ONLY}>
                      {row.draws}
                    </Table.Cell>
                  )}
                  <Table.Cell px="1" textAlign="end" display={WIDE_ONLY}>
                    {row.losses}
                  </Table.Cell>
                  <Table.Cell px="1" textAlign="end">
                    {cricket ? signed(row.netRunRate, 2) : signed(row.goalDifference)}
                  </Table.Cell>
                  <Table.Cell px="1" textAlign="end" fontWeight="bold">
                    {row.points}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </EmbedFrame>
  );
}
