import { Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CompetitionPageQuery } from '../../gql/graphql';
import { cricketTotal } from '../../../../shared/cricket-total';
import { useT } from '../../i18n/use-t';

type Records = CompetitionPageQuery['competition']['records'];

function RecordList({
  title,
  items,
}: {
  title: string;
  items: { key: string; main: React.ReactNode; place: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap="1" as="section" aria-label={title}>
      <Heading as="h3" size="sm" color="ink">
        {title}
      </Heading>
      <Stack as="ol" gap="1" listStyleType="none" fontSize="sm">
        {items.map((item) => (
          <Text as="li" key={item.key}>
            {item.main}{' '}
            <Text as="span" color="fg.muted">
              · {item.place}
            </Text>
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/** The competition's records: team totals, biggest wins, batting and bowling, goals in a season. */
export function CompetitionRecords({ records, cricket }: { records: Records; cricket: boolean }) {
  const t = useT();
  const lists = [
    {
      title: cricket ? t('competitions.records.highestTotals') : t('competitions.records.mostGoalsInMatch'),
      items: records.highestTotals.map((row) => ({
        key: `${row.matchId}-${row.teamId}`,
        main: (
          <>
            <strong>{cricket ? cricketTotal(row.total, row.wickets ?? 0, row.allOut) : row.total}</strong>{' '}
            {t('competitions.records.versus', { team: row.teamName, opponent: row.opponentName })}
          </>
        ),
        place: row.seasonName,
      })),
    },
    {
      title: t('competitions.records.biggestWins'),
      items: records.biggestWins.map((row) => ({
        key: `${row.matchId}`,
        main: (
          <>
            {t.rich('competitions.records.beat', {
              winner: row.winnerName,
              loser: row.loserName,
              margin: row.margin,
              by: row.by,
              score: row.score,
              link: (chunks) => <RouterLink to={`/match/${row.matchId}`}>{chunks}</RouterLink>,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </>
        ),
        place: row.seasonName,
      })),
    },
    {
      title: t('competitions.records.bestBatting'),
      items: records.bestBatting.map((row) => ({
        key: `${row.matchId}-${row.playerId}`,
        main: (
          <>
            <strong>
              {row.runs}
              {row.notOut ? '*' : ''}
            </strong>{' '}
            ({row.balls}) <RouterLink to={`/player/${row.playerId}`}>{row.playerName}</RouterLink>, {row.teamName}
          </>
        ),
        place: row.seasonName,
      })),
    },
    {
      title: t('competitions.records.bestBowling'),
      items: records.bestBowling.map((row) => ({
        key: `${row.matchId}-${row.playerId}`,
        main: (
          <>
            <strong>
              {row.wickets}/{row.runs}
            </strong>{' '}
            <RouterLink to={`/player/${row.playerId}`}>{row.playerName}</RouterLink>, {row.teamName}
          </>
        ),
        place: row.seasonName,
      })),
    },
    {
      title: t('competitions.records.playerGoals'),
      items: records.playerGoalsInSeason.map((row) => ({
        key: `${row.seasonId}-${row.playerId}`,
        main: (
          <>
            <strong>{row.goals}</strong> {row.playerName}, {row.teamName}
          </>
        ),
        place: row.seasonName,
      })),
    },
    {
      title: t('competitions.records.teamGoals'),
      items: records.teamGoalsInSeason.map((row) => ({
        key: `${row.seasonId}-${row.teamId}`,
        main: (
          <>
            <strong>{row.goals}</strong> {row.teamName}
          </>
        ),
        place: row.seasonName,
      })),
    },
  ];
  if (lists.every((list) => list.items.length === 0))
    return <Text color="fg.muted">{t('competitions.records.none')}</Text>;
  return (
    <Stack gap="5">
      {lists.map((list) => (
        <RecordList key={list.title} title={list.title} items={list.items} />
      ))}
    </Stack>
  );
}
