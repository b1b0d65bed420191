import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ManagedTournamentCard_TournamentFragment } from '../../gql/graphql';
import { formatDate, formatMoney, humanize } from '../../lib/format';

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
    <Card.Root as="article" bg="white" borderColor="sand.200" data-testid="managed-tournament-card">
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="start">
            <Card.Title as="h3" color="sea.900">
              {tournament.name}
            </Card.Title>
            <Badge colorPalette={tournament.isPublished ? 'green' : 'gray'}>
              {tournament.isPublished ? 'Published' : 'Draft'}
            </Badge>
          </HStack>
          {tournament.description ? <Card.Description>{tournament.description}</Card.Description> : null}
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="sea" textTransform="capitalize">
              {humanize(tournament.tournamentType)}
            </Badge>
            <Badge colorPalette="sunset" textTransform="capitalize">
              {tournament.sport}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Starts {formatDate(tournament.startDate)}
          </Text>
          {tournament.venueInfo ? (
            <Text fontSize="sm" color="fg.muted">
              {tournament.venueInfo}
            </Text>
          ) : null}
          {tournament.entryFee > 0 ? (
            <Text fontSize="sm" color="fg.muted">
              Entry fee {formatMoney(tournament.entryFee)}
            </Text>
          ) : null}
          <Text fontSize="sm" fontWeight="semibold" color="sea.700">
            {tournament.registrationCount}
            {tournament.maxTeams ? ` of ${tournament.maxTeams}` : ''} teams registered
          </Text>
        </Stack>
      </Card.Body>
      <Card.Footer gap="2">
        <Button asChild colorPalette="sea" variant="outline" size="sm">
          <RouterLink to={`/tournament/${tournament.id}`}>View Details</RouterLink>
        </Button>
        <Button asChild colorPalette="sea" size="sm">
          <RouterLink to={`/tournaments/${tournament.id}/manage`}>Manage</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
