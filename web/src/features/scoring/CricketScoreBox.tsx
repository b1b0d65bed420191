import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { cricketTotal } from '../../../../shared/cricket-total';
import type { NextInnings, ScoreLine } from './cricket-innings';
import { chipLabel, chipText, takesWicket, type Ball, type Crease } from './cricket-state';
import { useT } from '../../i18n/use-t';
import type { Outbox } from './useOutbox';

/**
 * The pad's own score: the innings, its total with the taps still on the phone, this over's balls, and
 * "FREE HIT" when the next ball is one (after a no-ball), so the scorer knows before recording a wicket.
 */
export function CricketScoreBox({
  innings,
  battingTeam,
  score,
  crease,
  outbox,
}: {
  innings: NextInnings;
  battingTeam: { name: string } | null;
  score: ScoreLine;
  crease: Crease;
  outbox: Outbox;
}) {
  const t = useT();
  const values = { number: innings.number, team: battingTeam?.name ?? '' };
  return (
    <Box bg="sea.900" color="white" borderRadius="xl" p="4" data-testid="pad-score" aria-live="polite">
      <Text fontSize="sm" opacity={0.85}>
        {battingTeam
          ? t(innings.superOver ? 'cricket.score.superOverBatting' : 'cricket.score.inningsBatting', values)
          : t(innings.superOver ? 'cricket.score.superOver' : 'cricket.score.innings', values)}
      </Text>
      <Flex align="baseline" gap="3">
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid="pad-runs">
          {cricketTotal(score.runs, score.wickets, score.allOut)}
        </Text>
        <Text fontSize="lg" data-testid="pad-overs">
          {t('cricket.score.overs', { overs: score.overs })}
        </Text>
        {crease.freeHit ? (
          <Badge
            colorPalette="yellow"
            variant="solid"
            size="lg"
            fontWeight="bold"
            letterSpacing="wide"
            ml="auto"
            role="status"
            aria-label={t('cricket.score.freeHitLabel')}
            data-testid="free-hit"
          >
            {t('cricket.score.freeHit')}
          </Badge>
        ) : null}
      </Flex>
      {score.target ? (
        <Text fontSize="sm" mt="1">
          {t('cricket.score.target', { target: score.target, needed: Math.max(0, score.target - score.runs) })}
        </Text>
      ) : null}
      <ThisOver balls={crease.thisOver} ended={crease.overJustEnded} />
      <PendingNote counted={outbox.waiting.length - outbox.held.length} held={outbox.held.length} />
    </Box>
  );
}

/** Why the pad's total may be ahead of the live score above it, and which taps it leaves out. */
function PendingNote({ counted, held }: { counted: number; held: number }) {
  const t = useT();
  if (!counted && !held) return null;
  return (
    <Text fontSize="xs" mt="2" opacity={0.85} data-testid="pad-pending-note">
      {[
        counted ? t('cricket.score.pendingCounted', { count: counted }) : null,
        held ? t('cricket.score.pendingHeld', { count: held }) : null,
      ]
        .filter(Boolean)
        .join(' ')}
    </Text>
  );
}

function ThisOver({ balls, ended }: { balls: Ball[]; ended: boolean }) {
  const t = useT();
  const heading = t(ended ? 'cricket.score.lastOver' : 'cricket.score.thisOver');
  return (
    <Box mt="3">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" opacity={0.8}>
        {heading}
      </Text>
      <Flex gap="1.5" mt="1" wrap="wrap" minH="8" as="ol" aria-label={heading} data-testid="this-over">
        {balls.map((ball, index) => {
          const text = chipText(ball, t);
          const wicket = takesWicket(ball);
          const boundary = ball.runs >= 4 && !ball.nonBoundary;
          return (
            <Box
              as="li"
              key={index}
              listStyleType="none"
              minW="8"
              h="8"
              px="1.5"
              display="flex"
              alignItems="center"
              justifyContent="center"
              borderRadius="full"
              fontSize="sm"
              fontWeight="bold"
              bg={wicket ? 'red.500' : boundary ? 'sunset.400' : 'surface'}
              color={wicket || boundary ? 'white' : 'ink'}
              borderWidth={ball.pending ? '2px' : '0'}
              borderStyle="dashed"
              borderColor="line"
              opacity={ball.pending ? 0.8 : 1}
              aria-label={chipLabel(ball, t)}
              data-testid="ball-chip"
            >
              {text}
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}
