import { Badge, Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ManagedTournamentCard_TournamentFragment, Sport, TournamentType } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../lib/format';
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

/** The badges' words, lower case as the API spells them (the badge capitalises them). */
export const TOURNAMENT_TYPE_WORDS: Record<TournamentType, MessageId> = {
  knockout: 'management.type.knockout',
  league: 'management.type.league',
  round_robin: 'management.type.round_robin',
};

export const SPORT_WORDS: Record<Sport, MessageId> = {
  football: 'management.sport.football',
  cricket: 'management.sport.cricket',
  points: 'management.sport.points',
};

export function ManagedTournamentCard({ tournament }: { tournament: ManagedTournamentCard_TournamentFragment }) {
  const t = useT();
  const format = useFormat();
  return (
    <ManagementCard
      testId="managed-tournament-card"
      title={tournament.name}
      badge={
        <Badge colorPalette={tournament.isPublished ? 'green' : 'gray'}>
          {tournament.isPublished ? t('management.tournament.published') : t('management.tournament.draft')}
        </Badge>
      }
      description={tournament.description}
      footer={
        <>
          <CardViewLink to={`/tournament/${tournament.id}`}>{t('management.tournament.viewDetails')}</CardViewLink>
          <Button asChild colorPalette="sea" size="sm">
            <RouterLink to={`/tournaments/${tournament.id}/manage`}>{t('management.card.manage')}</RouterLink>
          </Button>
        </>
      }
    >
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="sea" textTransform="capitalize">
          {t(TOURNAMENT_TYPE_WORDS[tournament.tournamentType])}
        </Badge>
        <Badge colorPalette="sunset" textTransform="capitalize">
          {t(SPORT_WORDS[tournament.sport])}
        </Badge>
      </HStack>
      <CardDetail>{t('management.tournament.starts', { date: format.date(tournament.startDate) })}</CardDetail>
      {tournament.venueInfo ? <CardDetail>{tournament.venueInfo}</CardDetail> : null}
      {tournament.entryFee > 0 ? (
        <CardDetail>{t('management.tournament.entryFee', { fee: formatMoney(tournament.entryFee) })}</CardDetail>
      ) : null}
      <CardCount>
        {tournament.maxTeams
          ? t('management.tournament.registeredOf', { count: tournament.registrationCount, max: tournament.maxTeams })
          : t('management.tournament.registered', { count: tournament.registrationCount })}
      </CardCount>
    </ManagementCard>
  );
}
