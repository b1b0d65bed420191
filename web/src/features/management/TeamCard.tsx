import { graphql } from '../../gql';
import type { Sport, TeamCard_TeamFragment } from '../../gql/graphql';
import { Badge, HStack } from '@chakra-ui/react';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
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

const SPORT_LABELS: Record<Sport, MessageId> = {
  football: 'common.football',
  cricket: 'common.cricket',
  points: 'management.sport.pointsSport',
};

export function TeamCard({ team, onManage }: { team: TeamCard_TeamFragment; onManage: () => void }) {
  const t = useT();
  return (
    <ManagementCard
      testId="team-card"
      title={team.name}
      badge={
        <HStack gap="1">
          {team.sport ? (
            <Badge colorPalette="sea" variant="outline" data-testid="team-sport">
              {t(SPORT_LABELS[team.sport])}
            </Badge>
          ) : null}
          <ActiveBadge isActive={team.isActive} />
        </HStack>
      }
      description={team.description}
      footer={
        <>
          <CardViewLink to={`/teams/${team.id}`}>{t('management.team.viewRoster')}</CardViewLink>
          <CardManageButton onClick={onManage} />
        </>
      }
    >
      <CardDetail testId="team-club">{team.club?.name ?? t('management.team.unknownClub')}</CardDetail>
      {team.homeGround ? <CardDetail>{t('management.team.homeGround', { ground: team.homeGround })}</CardDetail> : null}
      {team.foundedDate ? (
        <CardDetail>{t('management.team.founded', { year: team.foundedDate.slice(0, 4) })}</CardDetail>
      ) : null}
      <CardCount testId="player-count">{t('management.team.playerCount', { count: team.playerCount })}</CardCount>
    </ManagementCard>
  );
}
