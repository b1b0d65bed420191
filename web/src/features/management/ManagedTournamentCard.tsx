import { Badge, Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ManagedTournamentCard_TournamentFragment } from '../../gql/graphql';
import { formatDate, formatMoney, humanize } from '../../lib/format';
import { CardCount, CardDetail, CardViewLink, ManagementCard } from './ManagementCard';

export const ManagedTournamentCardFragment = graphql(`
  fragment ManagedTournamentCard_tournament on Tournament {
    id
    name
    description
    sport
    tournamentType
    startDate
    venueInfo
    entryFee
    isPublished
    maxTeams
    registrationCount
  }
`);

export function ManagedTournamentCard({ tournament }: { tournament: ManagedTournamentCard_TournamentFragment }) {
  return (
    <ManagementCard
      testId="managed-tournament-card"
      title={tournament.name}
      badge={
        <Badge colorPalette={tournament.isPublished ? 'green' : 'gray'}>
          {tournament.isPublished ? 'Published' : 'Draft'}
        </Badge>
      }
      description={tournament.description}
      footer={
        <>
          <CardViewLink to={`/tournament/${tournament.id}`}>View Details</CardViewLink>
          <Button asChild colorPalette="sea" size="sm">
            <RouterLink to={`/tournaments/${tournament.id}/manage`}>Manage</RouterLink>
          </Button>
        </>
      }
    >
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="sea" textTransform="capitalize">
          {humanize(tournament.tournamentType)}
        </Badge>
        <Badge colorPalette="sunset" textTransform="capitalize">
          {tournament.sport}
        </Badge>
      </HStack>
      <CardDetail>Starts {formatDate(tournament.startDate)}</CardDetail>
      {tournament.venueInfo ? <CardDetail>{tournament.venueInfo}</CardDetail> : null}
      {tournament.entryFee > 0 ? <CardDetail>Entry fee {formatMoney(tournament.entryFee)}</CardDetail> : null}
      <CardCount>
        {tournament.registrationCount}
        {tournament.maxTeams ? ` of ${tournament.maxTeams}` : ''} teams registered
      </CardCount>
    </ManagementCard>
  );
}
