import { Box, Grid, Heading, Table } from '@chakra-ui/react';
import type { StandingsPageQuery } from '../../gql/graphql';
import { formatDifference, formatRunRate, StandingsHeader, TABLE_STYLES } from './StandingsTable';

type GroupStage = StandingsPageQuery['publicTournament']['stages'][number];

/** A group stage's tables side by side (one column on a phone), each team's row in its group's order. */
export function GroupTables({ stage, cricket }: { stage: GroupStage; cricket: boolean }) {
  return (
    <Box as="section" aria-labelledby={`groups-${stage.id}`}>
      <Heading as="h2" size="lg" id={`groups-${stage.id}`} color="ink" mb="3">
        {stage.name}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" data-testid="group-tables">
        {stage.groups.map((group) => (
          <Box key={group.name} bg="surface" borderWidth="1px" borderColor="line" borderRadius="xl" overflowX="auto">
            <Table.Root size="sm" css={TABLE_STYLES} data-testid="group-table">
              <Table.Caption captionSide="top" textAlign="start" fontWeight="bold" color="ink" px="3" pt="2">
                {group.name}
              </Table.Caption>
              <StandingsHeader cricket={cricket} rateBeforePoints />
              <tbody>
                {group.standings.map((row) => (
                  <tr key={row.teamId} data-testid="group-row">
                    <td>{row.position}</td>
                    <th scope="row">{row.teamName}</th>
                    <td data-numeric="">{row.matchesPlayed}</td>
                    <td data-numeric="">{row.wins}</td>
                    <td data-numeric="">{row.draws}</td>
                    <td data-numeric="">{row.losses}</td>
                    <td data-numeric="">
                      {cricket ? formatRunRate(row.netRunRate) : formatDifference(row.goalDifference)}
                    </td>
                    <td data-numeric="" className="standings__points">
                      {row.points}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table.Root>
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
