import { graphql } from '../../gql';
import type { ClubCard_ClubFragment } from '../../gql/graphql';
import { ActiveBadge, CardCount, CardDetail, CardManageButton, CardViewLink, ManagementCard } from './ManagementCard';

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
    <ManagementCard
      testId="club-card"
      title={club.name}
      badge={<ActiveBadge isActive={club.isActive} />}
      description={club.description}
      footer={
        <>
          <CardViewLink to={`/teams?club=${club.id}`}>View Teams</CardViewLink>
          <CardManageButton onClick={onManage} />
        </>
      }
    >
      {club.location ? <CardDetail>{club.location}</CardDetail> : null}
      {club.contactEmail ? <CardDetail>{club.contactEmail}</CardDetail> : null}
      {club.contactPhone ? <CardDetail>{club.contactPhone}</CardDetail> : null}
      <CardCount testId="team-count">
        {club.teamCount} {club.teamCount === 1 ? 'team' : 'teams'}
      </CardCount>
    </ManagementCard>
  );
}
