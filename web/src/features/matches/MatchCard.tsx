import { LinkBox, LinkOverlay } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../components/StatusBadge';
import { TeamMark, type TeamIdentity } from '../../components/TeamMark';
import { graphql } from '../../gql';
import type { MatchCard_MatchFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { hasScore, sideScoreParts } from '../../lib/score';

type ScoreParts = NonNullable<ReturnType<typeof sideScoreParts>>;

export const MatchCardFragment = graphql(`
  fragment MatchCard_match on Match {
    id
    seq
    status
    scheduledDate
    venue
    roundLabel
    homeTeamScore
    awayTeamScore
    homeWickets
    awayWickets
    homeAllOut
    awayAllOut
    homeBalls
    awayBalls
    battedFirst
    winnerTeamId
    homeTeam {
      id
      name
      crestUrl
      primaryColor
      secondaryColor
    }
    awayTeam {
      id
      name
      crestUrl
      primaryColor
      secondaryColor
    }
    tournament {
      id
      name
      sport
      ballsPerOver
    }
  }
`);

/**
 * The card's parts are plain elements styled once from the card (`CARD_STYLES`), not a Chakra component
 * each: a landing page shows a dozen cards of some twenty parts, and every Chakra element resolves and
 * hashes its style props as it renders, on the server and again as the phone hydrates.
 */
const CARD_STYLES = {
  '& .match-card__body': { display: 'flex', flexDirection: 'column', gap: '2' },
  '& .match-card__head': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
  },
  '& .match-card__label': { fontSize: 'xs', color: 'fg.muted' },
  '& .match-card__label[data-clamp]': { lineClamp: '1', textAlign: 'right' },
  '& h3': { fontSize: 'md' },
  '& .match-card__sides': { display: 'flex', flexDirection: 'column', gap: '1' },
  '& .match-card__side': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' },
  // The name has the larger part of the line (a narrow phone card once cut "Harbour" into "Harb our"
  // beside a cricket score); it wraps between words, and the score's overs go under its runs.
  '& .match-card__team': { display: 'flex', alignItems: 'center', gap: '2', flex: '1 0 60%', minW: '0' },
  '& .match-card__name': {
    fontWeight: 'medium',
    color: 'ink',
    lineClamp: '2',
    wordBreak: 'normal',
    overflowWrap: 'break-word',
  },
  '& .match-card__name[data-winner]': { fontWeight: 'bold' },
  '& .match-card__score': {
    fontWeight: 'bold',
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'right',
    color: 'ink',
    flex: '0 1 auto',
    minW: '0',
  },
  '& .match-card__score > span': { whiteSpace: 'nowrap' },
  // "Pas encore au bâton" is longer than any total: it wraps, and reads as a note rather than a score.
  '& .match-card__score > span[data-label]': {
    whiteSpace: 'normal',
    display: 'inline-block',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
  },
  '& .match-card__overs': { fontSize: 'sm', fontWeight: 'semibold' },
  '& .match-card__vs': { display: 'block', fontSize: 'xs', fontWeight: 'normal', color: 'fg.muted' },
  '& .match-card__facts': { display: 'flex', flexDirection: 'column', fontSize: 'sm', color: 'fg.muted' },
} as const;

function TeamLine({
  name,
  team,
  score,
  winner,
}: {
  name: string;
  team: TeamIdentity | null;
  score: ScoreParts | null;
  winner: boolean;
}) {
  return (
    <span className="match-card__side">
      <span className="match-card__team">
        {team ? <TeamMark team={team} size={22} /> : null}
        <span className="match-card__name" data-winner={winner || undefined} data-testid="match-card-team">
          {name}
        </span>
      </span>
      {score !== null ? (
        <span className="match-card__score">
          <span data-label={score.label || undefined}>{score.main}</span>
          {score.overs ? (
            <>
              {' '}
              <span className="match-card__overs">({score.overs})</span>
            </>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}

/**
 * One match as a tappable card: both real team names, scores once there are any, status badge
 * (FINAL for results), date or TBD and venue or 'Venue TBD'. Opens /match/{id}.
 */
export function MatchCard({
  match,
  showTournament = true,
}: {
  match: MatchCard_MatchFragment;
  showTournament?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const home = match.homeTeam?.name ?? t('common.tbd');
  const away = match.awayTeam?.name ?? t('common.tbd');
  const scored = hasScore(match);
  const done = match.status === 'completed';
  return (
    <LinkBox
      as="article"
      bg="surface"
      borderWidth="1px"
      borderColor={match.status === 'in_progress' ? 'red.300' : 'line'}
      borderRadius="xl"
      p="4"
      _hover={{ borderColor: 'sea.400', shadow: 'sm' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'sea.500' }}
      css={CARD_STYLES}
      data-testid="match-card"
      // A visitor's page redraws the part holding this card when the match changes (app/live-region.ts), and
      // fetches that part again while it shows the match behind its newest push (web/src/visitor/live-regions.ts).
      data-match-id={match.id}
      data-match-seq={match.seq}
    >
      <div className="match-card__body">
        <div className="match-card__head">
          <StatusBadge status={match.status} />
          {showTournament ? (
            <p className="match-card__label" data-clamp="">
              {match.tournament.name}
            </p>
          ) : match.roundLabel ? (
            // "Group A, matchday 1", "Quarter-final": worded by the server, as on the fixtures page.
            <p className="match-card__label">{match.roundLabel}</p>
          ) : null}
        </div>
        <h3>
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <RouterLink to={`/match/${match.id}`}>
              <span className="match-card__sides">
                <TeamLine
                  name={home}
                  team={match.homeTeam ?? null}
                  score={scored ? sideScoreParts(match, 'home', t) : null}
                  winner={done && match.winnerTeamId !== null && match.winnerTeamId === match.homeTeam?.id}
                />
                {!scored ? <span className="match-card__vs">{t('common.vs')}</span> : null}
                <TeamLine
                  name={away}
                  team={match.awayTeam ?? null}
                  score={scored ? sideScoreParts(match, 'away', t) : null}
                  winner={done && match.winnerTeamId !== null && match.winnerTeamId === match.awayTeam?.id}
                />
              </span>
            </RouterLink>
          </LinkOverlay>
        </h3>
        <div className="match-card__facts">
          <p data-testid="match-date">{format.dateTime(match.scheduledDate)}</p>
          <p data-testid="match-venue">{match.venue ?? t('matches.venueTbd')}</p>
        </div>
      </div>
    </LinkBox>
  );
}
