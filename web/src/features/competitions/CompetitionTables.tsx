import { Box, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/use-t';

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
  const t = useT();
  if (rows.length === 0) return <Text color="fg.muted">{t('competitions.table.empty')}</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('competitions.table.position')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('competitions.table.team')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" title={t('competitions.table.played')}>
              {t('competitions.table.playedShort')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" title={t('competitions.table.won')}>
              {t('competitions.table.wonShort')}
            </Table.ColumnHeader>
            <Table.ColumnHeader
              textAlign="end"
              title={t(cricket ? 'competitions.table.tied' : 'competitions.table.drawn')}
            >
              {t(cricket ? 'competitions.table.tiedShort' : 'competitions.table.drawnShort')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" title={t('competitions.table.lost')}>
              {t('competitions.table.lostShort')}
            </Table.ColumnHeader>
            <Table.ColumnHeader
              textAlign="end"
              title={t(cricket ? 'competitions.table.netRunRate' : 'competitions.table.goalDifference')}
            >
              {t(cricket ? 'competitions.table.netRunRateShort' : 'competitions.table.goalDifferenceShort')}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" title={t('competitions.table.points')}>
              {t('competitions.table.pointsShort')}
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
