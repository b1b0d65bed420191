import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Panel } from '../../../components/Panel';
import { graphql } from '../../../gql';
import { useT } from '../../../i18n/use-t';
import { FootballLineups } from './FootballSheet';

/** Before kick-off: the line-ups and officials the scorer has set (the match centre shows them from kick-off). */
export const MatchPreMatchQuery = graphql(`
  query MatchPreMatch($id: Int!) {
    match(id: $id) {
      id
      ...MatchCentreFootballSheet
    }
  }
`);

/** The server's page data for a football match not yet kicked off. */
export async function readFootballPreMatch(client: ApolloClient, matchId: number): Promise<void> {
  await client.query({ query: MatchPreMatchQuery, variables: { id: matchId } });
}

/** The team sheets once announced, as the pitch shows them; nothing until the scorer sets one. */
export function FootballPreMatch({
  matchId,
  seq,
  home,
  away,
}: {
  matchId: number;
  seq: number;
  home: string;
  away: string;
}) {
  const t = useT();
  const { data, refetch } = useQuery(MatchPreMatchQuery, { variables: { id: matchId } });
  // A line-up set while the page is open arrives with the match's next seq.
  const fetchedAt = useRef(seq);
  useEffect(() => {
    if (seq === fetchedAt.current) return;
    fetchedAt.current = seq;
    void refetch();
  }, [seq, refetch]);
  const sheet = data?.match;
  if (!sheet || (sheet.footballLineups.length === 0 && !sheet.footballOfficials)) return null;
  return (
    <Panel id="pre-match-lineups" title={t('matches.preMatch.lineups')}>
      <FootballLineups sheet={sheet} home={home} away={away} />
    </Panel>
  );
}
