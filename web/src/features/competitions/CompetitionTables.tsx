import { Box, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A table row as the competition page reads it (a season's table and the all-time table alike). */
export type CompetitionRow = {
  position: number;
  teamId: number;
  teamName: string;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  goalDifference?: number | null;
  netRunRate?: number | null;
};

const signed = (value: number, digits = 0) => `${value > 0 ? '+' : ''}${value.toFixed(digits)}`;

/** A compact table: position, team, played, won, drawn, lost, difference (goals or net run rate), points. */
export function CompetitionTable({
  rows,
  cricket,
  label,
}: {
  rows: CompetitionRow[];
  cricket: boolean;
  label: string;
}) {
  if (rows.length === 0) return <Text color="fg.muted">No completed matches yet.</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>Team</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" title="Played">
              P
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" title="Won">
              W
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" title={cricket ? 'Tied' : 'Drawn'}>
              {cricket ? 'T' : 'D'}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" title="Lost">
              L
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" title={cricket ? 'Net run rate' : 'Goal difference'}>
              {cricket ? 'NRR' : 'GD'}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" title="Points">
              Pts
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.teamId}>
              <Table.Cell>{row.position}</Table.Cell>
              <Table.Cell>
                <RouterLink to={`/team/${row.teamId}`}>{row.teamName}</RouterLink>
              </Table.Cell>
              <Table.Cell textAlign="end">{row.matchesPlayed}</Table.Cell>
              <Table.Cell textAlign="end">{row.wins}</Table.Cell>
              <Table.Cell textAlign="end">{row.draws}</Table.Cell>
              <Table.Cell textAlign="end">{row.losses}</Table.Cell>
              <Table.Cell textAlign="end">
                {cricket ? signed(row.netRunRate ?? 0, 3) : signed(row.goalDifference ?? 0)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="bold">
                {row.points}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
