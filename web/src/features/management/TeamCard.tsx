import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TeamCard_TeamFragment } from '../../gql/graphql';

export const TeamCardFragment = graphql(`
  fragment TeamCard_team on Team {
    id
    name
    description
    homeGround
    foundedDate
    isActive
    clubId
    managerId
    coachId
    playerCount
    club {
      id
      name
    }
  }
`);

export function TeamCard({ team, onManage }: { team: TeamCard_TeamFragment; onManage: () => void }) {
  return (
    <Card.Root as="article" bg="white" borderColor="sand.200" data-testid="team-card">
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="start">
            <Card.Title as="h3" color="sea.900">
              {team.name}
            </Card.Title>
            <Badge colorPalette={team.isActive ? 'green' : 'gray'}>{team.isActive ? 'Active' : 'Inactive'}</Badge>
          </HStack>
          {team.description ? <Card.Description>{team.description}</Card.Description> : null}
          <Text fontSize="sm" color="fg.muted" data-testid="team-club">
            {team.club?.name ?? 'Unknown Club'}
          </Text>
          {team.homeGround ? (
            <Text fontSize="sm" color="fg.muted">
              Home ground: {team.homeGround}
            </Text>
          ) : null}
          {team.foundedDate ? (
            <Text fontSize="sm" color="fg.muted">
              Founded {team.foundedDate.slice(0, 4)}
            </Text>
          ) : null}
          <Text fontSize="sm" fontWeight="semibold" color="sea.700" data-testid="player-count">
            {team.playerCount} {team.playerCount === 1 ? 'player' : 'players'}
          </Text>
        </Stack>
      </Card.Body>
      <Card.Footer gap="2">
        <Button asChild colorPalette="sea" variant="outline" size="sm">
          <RouterLink to={`/teams/${team.id}`}>View Roster</RouterLink>
        </Button>
        <Button colorPalette="sea" size="sm" onClick={onManage}>
          Manage
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
