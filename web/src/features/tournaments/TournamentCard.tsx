import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TournamentCard_TournamentFragment } from '../../gql/graphql';
import { formatDate, humanize } from '../../lib/format';

export const TournamentCardFragment = graphql(`
  fragment TournamentCard_tournament on Tournament {
    id
    name
    description
    sport
    tournamentType
    startDate
    venueInfo
  }
`);

export function TournamentCard({ tournament }: { tournament: TournamentCard_TournamentFragment }) {
  return (
    <Card.Root as="article" bg="surface" borderColor="line" data-testid="tournament-card">
      <Card.Body>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="sea" textTransform="capitalize">
              {humanize(tournament.tournamentType)}
            </Badge>
            <Badge colorPalette="sunset" textTransform="capitalize">
              {tournament.sport}
            </Badge>
          </HStack>
          <Card.Title as="h3" color="ink">
            {tournament.name}
          </Card.Title>
          {tournament.description ? <Card.Description>{tournament.description}</Card.Description> : null}
          <Text fontSize="sm" color="fg.muted">
            Starts {formatDate(tournament.startDate)}
          </Text>
          {tournament.venueInfo ? (
            <Text fontSize="sm" color="fg.muted">
              {tournament.venueInfo}
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="sea" variant="outline" size="sm">
          <RouterLink to={`/tournament/${tournament.id}`}>View Tournament</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
