import { graphql } from '../../gql';
import type { ClubCard_ClubFragment } from '../../gql/graphql';
import { useT } from '../../i18n/use-t';
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
  const t = useT();
  return (
    <ManagementCard
      testId="club-card"
      title={club.name}
      badge={<ActiveBadge isActive={club.isActive} />}
      description={club.description}
      footer={
        <>
          <CardViewLink to={`/teams?club=${club.id}`}>{t('management.club.viewTeams')}</CardViewLink>
          <CardManageButton onClick={onManage} />
        </>
      }
    >
      {club.location ? <CardDetail>{club.location}</CardDetail> : null}
      {club.contactEmail ? <CardDetail>{club.contactEmail}</CardDetail> : null}
      {club.contactPhone ? <CardDetail>{club.contactPhone}</CardDetail> : null}
      <CardCount testId="team-count">{t('management.club.teamCount', { count: club.teamCount })}</CardCount>
    </ManagementCard>
  );
}
