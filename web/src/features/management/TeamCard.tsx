import { graphql } from '../../gql';
import type { Sport, TeamCard_TeamFragment } from '../../gql/graphql';
import { Badge, HStack } from '@chakra-ui/react';
import { ActiveBadge, CardCount, CardDetail, CardManageButton, CardViewLink, ManagementCard } from './ManagementCard';

export const TeamCardFragment = graphql(`
  fragment TeamCard_team on Team {
    id
    name
    sport
    description
    homeGround
    foundedDate
    isActive
    clubId
    managerId
    coachId
    playerCount
    primaryColor
    secondaryColor
    crestUrl
    club {
      id
      name
    }
  }
`);

const SPORT_LABELS: Record<Sport, string> = { football: 'Football', cricket: 'Cricket', points: 'Points sport' };

export function TeamCard({ team, onManage }: { team: TeamCard_TeamFragment; onManage: () => void }) {
  return (
    <ManagementCard
      testId="team-card"
      title={team.name}
      badge={
        <HStack gap="1">
          {team.sport ? (
            <Badge colorPalette="sea" variant="outline" data-testid="team-sport">
              {SPORT_LABELS[team.sport]}
            </Badge>
          ) : null}
          <ActiveBadge isActive={team.isActive} />
        </HStack>
      }
      description={team.description}
      footer={
        <>
          <CardViewLink to={`/teams/${team.id}`}>View Roster</CardViewLink>
          <CardManageButton onClick={onManage} />
        </>
      }
    >
      <CardDetail testId="team-club">{team.club?.name ?? 'Unknown Club'}</CardDetail>
      {team.homeGround ? <CardDetail>Home ground: {team.homeGround}</CardDetail> : null}
      {team.foundedDate ? <CardDetail>Founded {team.foundedDate.slice(0, 4)}</CardDetail> : null}
      <CardCount testId="player-count">
        {team.playerCount} {team.playerCount === 1 ? 'player' : 'players'}
      </CardCount>
    </ManagementCard>
  );
}
