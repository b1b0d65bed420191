import { useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Panel } from '../../components/Panel';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { graphql } from '../../gql';
import { MatchSection } from '../matches/MatchList';

/** Its own query, read only before kick-off: the match page's own statements stay as they are. */
export const HeadToHeadDocument = graphql(`
  query MatchHeadToHead($teamId: Int!, $opponentId: Int!) {
    publicTeam(id: $teamId) {
      id
      headToHead(opponentId: $opponentId) {
        opponentId
        played
        won
        drawn
        lost
        noResults
        scoredFor
        scoredAgainst
        lastMeetings {
          ...MatchCard_match
        }
      }
    }
  }
`);

/** The match page's page data reads the head-to-head with the match, so the server renders it in one pass. */
export async function readHeadToHead(client: ApolloClient, teamId: number, opponentId: number): Promise<void> {
  await client.query({ query: HeadToHeadDocument, variables: { teamId, opponentId } });
}

/** The "scored" figure by sport: "Runs Harbour Lights", "Goals …", "Points …". */
const SCORED_IDS: Record<string, MessageId> = {
  cricket: 'competitions.h2h.runsFor',
  football: 'competitions.h2h.goalsFor',
};

/** Two sides' record against each other, before kick-off: played, won, drawn, lost, scored, the last five. */
export function HeadToHeadPanel({
  teamId,
  opponentId,
  home,
  away,
  sport,
}: {
  teamId: number;
  opponentId: number;
  home: string;
  away: string;
  sport: string;
}) {
  const t = useT();
  const { data } = useQuery(HeadToHeadDocument, { variables: { teamId, opponentId } });
  const record = data?.publicTeam.headToHead;
  if (!record) return null;
  const scored = SCORED_IDS[sport] ?? 'competitions.h2h.pointsFor';
  return (
    <Panel id="head-to-head" title={t('competitions.h2h.title')}>
      {record.played === 0 ? (
        <Text color="fg.muted">{t('competitions.h2h.neverMet', { home, away })}</Text>
      ) : (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 2, md: record.noResults > 0 ? 6 : 5 }} gap={{ base: '3', md: '6' }} as="dl">
            {[
              [t('competitions.h2h.wins', { team: home }), record.won],
              [t(sport === 'cricket' ? 'competitions.h2h.tied' : 'competitions.h2h.drawn'), record.drawn],
              [t('competitions.h2h.wins', { team: away }), record.lost],
              ...(record.noResults > 0 ? [[t('competitions.h2h.noResult'), record.noResults] as const] : []),
              [t(scored, { team: home }), record.scoredFor],
              [t(scored, { team: away }), record.scoredAgainst],
            ].map(([label, value]) => (
              <Stack key={label} gap="0">
                <Text as="dt" fontSize="xs" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd" fontSize="xl" fontWeight="bold">
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <MatchSection
            id="last-meetings"
            title={t('competitions.h2h.lastMeetings', { played: record.played })}
            matches={record.lastMeetings}
            empty={null}
            headingLevel="h3"
          />
        </Stack>
      )}
    </Panel>
  );
}
