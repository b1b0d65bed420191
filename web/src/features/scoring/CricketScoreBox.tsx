import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { cricketTotal } from '../../../../shared/cricket-total';
import type { NextInnings, ScoreLine } from './cricket-innings';
import { chipLabel, chipText, type Ball, type Crease } from './cricket-state';
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
  return (
    <Box bg="sea.900" color="white" borderRadius="xl" p="4" data-testid="pad-score" aria-live="polite">
      <Text fontSize="sm" opacity={0.85}>
        {innings.superOver ? `Super over (innings ${innings.number})` : `Innings ${innings.number}`}
        {battingTeam ? ` · ${battingTeam.name} batting` : ''}
      </Text>
      <Flex align="baseline" gap="3">
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid="pad-runs">
          {cricketTotal(score.runs, score.wickets, score.allOut)}
        </Text>
        <Text fontSize="lg" data-testid="pad-overs">
          {score.overs} ov
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
            aria-label="Free hit: the next ball is a free hit"
            data-testid="free-hit"
          >
            FREE HIT
          </Badge>
        ) : null}
      </Flex>
      {score.target ? (
        <Text fontSize="sm" mt="1">
          Target {score.target}: {Math.max(0, score.target - score.runs)} needed
        </Text>
      ) : null}
      <ThisOver balls={crease.thisOver} ended={crease.overJustEnded} />
      <PendingNote counted={outbox.waiting.length - outbox.held.length} held={outbox.held.length} />
    </Box>
  );
}

/** Why the pad's total may be ahead of the live score above it, and which taps it leaves out. */
function PendingNote({ counted, held }: { counted: number; held: number }) {
  if (!counted && !held) return null;
  const taps = (count: number) => (count === 1 ? '1 tap' : `${count} taps`);
  return (
    <Text fontSize="xs" mt="2" opacity={0.85} data-testid="pad-pending-note">
      {[
        counted ? `Includes ${taps(counted)} waiting to send.` : null,
        held ? `${taps(held)} held on this phone, not counted.` : null,
      ]
        .filter(Boolean)
        .join(' ')}
    </Text>
  );
}

function ThisOver({ balls, ended }: { balls: Ball[]; ended: boolean }) {
  return (
    <Box mt="3">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" opacity={0.8}>
        {ended ? 'Last over' : 'This over'}
      </Text>
      <Flex
        gap="1.5"
        mt="1"
        wrap="wrap"
        minH="8"
        as="ol"
        aria-label={ended ? 'Last over' : 'This over'}
        data-testid="this-over"
      >
        {balls.map((ball, index) => {
          const text = chipText(ball);
          const wicket = text.includes('W');
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
              aria-label={chipLabel(ball)}
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
