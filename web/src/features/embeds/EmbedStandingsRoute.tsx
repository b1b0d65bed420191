import { useQuery } from '@apollo/client/react';
import { Box, Table, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { parseId, queryPageData } from '../../app/page-data';
import { isNotFound } from '../../components/NotFound';
import { graphql } from '../../gql';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
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
  short: MessageId;
  name: MessageId;
  width?: string;
  wide?: boolean;
}) {
  const t = useT();
  return (
    <Table.ColumnHeader
      textAlign="end"
      px="1"
      w={width}
      color="fg.muted"
      fontWeight="semibold"
      display={wide ? WIDE_ONLY : undefined}
    >
      <abbr title={t(name)} style={{ textDecoration: 'none' }}>
        {t(short)}
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
  const t = useT();

  if (id === null || isNotFound(error)) return <EmbedNotFound what="Tournament" />;
  if (loading && !data) {
    return (
      <EmbedFrame title={t('embeds.standings.title')} fullPath={`/standings/${id}`}>
        <EmbedSpinner label={t('embeds.standings.loading')} />
      </EmbedFrame>
    );
  }
  if (!data) return <EmbedLoadError what="standings" />;

  const tournament = data.publicTournament;
  const cricket = tournament.sport === 'cricket';
  const rows = data.standings;
  const heading = t('embeds.standings.heading', { tournament: tournament.name });
  return (
    <EmbedFrame title={heading} fullPath={`/standings/${id}`}>
      <EmbedHeading>{heading}</EmbedHeading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('embeds.standings.empty')}</Text>
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
                  <abbr title={t('embeds.standings.position')} style={{ textDecoration: 'none' }}>
                    #
                  </abbr>
                </Table.ColumnHeader>
                <Table.ColumnHeader px="1" color="fg.muted" fontWeight="semibold">
                  {t('embeds.standings.team')}
                </Table.ColumnHeader>
                <Column short="embeds.standings.played.abbr" name="embeds.standings.played" />
                <Column short="embeds.standings.won.abbr" name="embeds.standings.won" wide />
                {cricket ? null : <Column short="embeds.standings.drawn.abbr" name="embeds.standings.drawn" wide />}
                <Column short="embeds.standings.lost.abbr" name="embeds.standings.lost" wide />
                {cricket ? (
                  <Column short="embeds.standings.runRate.abbr" name="embeds.standings.runRate" width="14" />
                ) : (
                  <Column
                    short="embeds.standings.goalDifference.abbr"
                    name="embeds.standings.goalDifference"
                    width="10"
                  />
                )}
                <Column short="embeds.standings.points.abbr" name="embeds.standings.points" width="9" />
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
