import { Badge, Button, Card } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TournamentCard_TournamentFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { SPORT_IDS, TOURNAMENT_TYPE_IDS } from './labels';
import { TournamentPhaseBadge } from './TournamentPhaseBadge';

export const TournamentCardFragment = graphql(`
  fragment TournamentCard_tournament on Tournament {
    id
    name
    description
    sport
    tournamentType
    startDate
    venueInfo
    phase
  }
`);

/**
 * The card's parts are plain elements styled once from the card (`CARD_STYLES`, the values of Chakra's card
 * recipe and of the stacks they were), not a Chakra component each: /browse shows two dozen cards, and every
 * Chakra element resolves and hashes its style props as it renders, on the server and again on the phone.
 */
const CARD_STYLES = {
  '& .tournament-card__body': { padding: 'var(--card-padding)', flex: '1', display: 'flex', flexDirection: 'column' },
  '& .tournament-card__parts': { display: 'flex', flexDirection: 'column', gap: '2' },
  '& .tournament-card__badges': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2' },
  '& h3': { fontWeight: 'semibold', textStyle: 'lg', color: 'ink' },
  '& .tournament-card__description': { color: 'fg.muted', fontSize: 'sm' },
  '& .tournament-card__fact': { fontSize: 'sm', color: 'fg.muted' },
  '& .tournament-card__footer': {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    paddingInline: 'var(--card-padding)',
    paddingBottom: 'var(--card-padding)',
  },
} as const;

export function TournamentCard({ tournament }: { tournament: TournamentCard_TournamentFragment }) {
  const t = useT();
  const format = useFormat();
  return (
    <Card.Root as="article" bg="surface" borderColor="line" css={CARD_STYLES} data-testid="tournament-card">
      <div className="tournament-card__body">
        <div className="tournament-card__parts">
          <div className="tournament-card__badges">
            <TournamentPhaseBadge phase={tournament.phase} />
            <Badge colorPalette="sea" textTransform="capitalize">
              {t(TOURNAMENT_TYPE_IDS[tournament.tournamentType])}
            </Badge>
            <Badge colorPalette="sunset" textTransform="capitalize">
              {t(SPORT_IDS[tournament.sport])}
            </Badge>
          </div>
          <h3>{tournament.name}</h3>
          {tournament.description ? <p className="tournament-card__description">{tournament.description}</p> : null}
          <p className="tournament-card__fact">
            {t('tournaments.card.starts', { date: format.date(tournament.startDate) })}
          </p>
          {tournament.venueInfo ? <p className="tournament-card__fact">{tournament.venueInfo}</p> : null}
        </div>
      </div>
      <div className="tournament-card__footer">
        <Button asChild colorPalette="sea" variant="outline" size="sm">
          <RouterLink to={`/tournament/${tournament.id}`}>{t('tournaments.card.view')}</RouterLink>
        </Button>
      </div>
    </Card.Root>
  );
}
