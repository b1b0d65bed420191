import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ClubCard_ClubFragment } from '../../gql/graphql';

export const ClubCardFragment = graphql(`
  fragment ClubCard_club on Club {
    id
    name
    description
    location
    contactEmail
    contactPhone
    isActive
    teamCount
  }
`);

export function ClubCard({ club, onManage }: { club: ClubCard_ClubFragment; onManage: () => void }) {
  return (
    <Card.Root as="article" bg="white" borderColor="sand.200" data-testid="club-card">
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="start">
            <Card.Title as="h3" color="sea.900">
              {club.name}
            </Card.Title>
            <Badge colorPalette={club.isActive ? 'green' : 'gray'}>{club.isActive ? 'Active' : 'Inactive'}</Badge>
          </HStack>
          {club.description ? <Card.Description>{club.description}</Card.Description> : null}
          {club.location ? (
            <Text fontSize="sm" color="fg.muted">
              {club.location}
            </Text>
          ) : null}
          {club.contactEmail ? (
            <Text fontSize="sm" color="fg.muted">
              {club.contactEmail}
            </Text>
          ) : null}
          {club.contactPhone ? (
            <Text fontSize="sm" color="fg.muted">
              {club.contactPhone}
            </Text>
          ) : null}
          <Text fontSize="sm" fontWeight="semibold" color="sea.700" data-testid="team-count">
            {club.teamCount} {club.teamCount === 1 ? 'team' : 'teams'}
          </Text>
        </Stack>
      </Card.Body>
      <Card.Footer gap="2">
        <Button asChild colorPalette="sea" variant="outline" size="sm">
          <RouterLink to={`/teams?club=${club.id}`}>View Teams</RouterLink>
        </Button>
        <Button colorPalette="sea" size="sm" onClick={onManage}>
          Manage
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
