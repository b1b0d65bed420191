import { isLifecycleKind } from '../../../../shared/deciders/lifecycle';
import { Alert, Badge, Box, Button, Field, Flex, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useT, type Translate } from '../../i18n/use-t';
import { asyncHandler } from '../../lib/async-handler';
import { AbandonMatch } from './AbandonMatch';
import { CricketPad } from './CricketPad';
import { InlineForm } from './InlineForm';
import { FootballPad } from './FootballPad';
import { clockState, footballEvents, minuteAhead } from './football-state';
import { HeldTaps } from './HeldTaps';
import { PointsPad } from './PointsPad';
import type { LogEvent } from './cricket-state';
import type { RosterPlayer } from './PlayerPicker';
import { CancelMatch, useScoring } from './match-status';
import { useOutbox, type Outbox } from './useOutbox';
import type { ScoredMatch } from './pad-props';
import { useScoringLog, type PadMatch } from './useScoringLog';

/**
 * Cricket and football scored as events: each tap is queued on the phone with its key and sent in order
 * (see useOutbox); the log and card follow the server through the subscription's seq.
 */
export function EventPad({ match, knockout }: { match: ScoredMatch; knockout: boolean }) {
  const t = useT();
  const log = useScoringLog(match.id, match.seq);
  const outbox = useOutbox(match.id, log.seenSeq, () => void log.refresh());
  const pad = log.pad;
  const players = { home: sidePlayers(pad, 'home'), away: sidePlayers(pad, 'away') };
  const props = pad ? { match, pad, events: log.events, outbox, knockout, players } : null;
  const Pad = { cricket: CricketPad, football: FootballPad, points: PointsPad }[match.tournament.sport];
  return (
    <Stack gap="4">
      <QueueStatus outbox={outbox} reachable={log.reachable} />
      <Problem outbox={outbox} events={log.events} players={[...players.home, ...players.away]} />
      <HeldTaps
        outbox={outbox}
        players={[...players.home, ...players.away]}
        teams={{ home: pad?.homeTeam?.name, away: pad?.awayTeam?.name }}
        minuteProblem={(entry) => minuteAhead(entry, clockState(footballEvents(log.events)), Date.now(), t)}
      />
      {match.status === 'cancelled' ? <Text color="fg.muted">{t('scoring.pad.cancelled')}</Text> : null}
      {match.status === 'in_progress' &&
      (match.homeTeamScore || match.awayTeamScore) &&
      log.events.every((event) => isLifecycleKind(event.kind)) ? (
        <Alert.Root status="warning" data-testid="totals-only">
          <Alert.Indicator />
          <Alert.Title>{t('scoring.pad.totalsOnly')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {props && (match.status === 'in_progress' || match.status === 'scheduled') ? <Pad {...props} /> : null}
      {match.status === 'in_progress' ? <AbandonMatch matchId={match.id} onDone={() => void log.refresh()} /> : null}
      {match.status === 'scheduled' || match.status === 'postponed' ? <BeforePlay match={match} /> : null}
      {match.status === 'completed' ? <Correction match={match} outbox={outbox} /> : null}
    </Stack>
  );
}

/** The players a side may field, as the pickers take them; a squad's are marked, so no new name is offered. */
function sidePlayers(pad: PadMatch | null | undefined, side: 'home' | 'away'): RosterPlayer[] {
  const lineup = pad?.lineups.find((each) => each.side === side);
  return (lineup?.players ?? []).map((player) => ({
    id: player.id,
    name: player.name,
    jerseyNumber: player.shirtNumber,
    inSquad: lineup!.fromSquad,
    position: player.position,
  }));
}

/** "3 waiting" while taps wait on the phone, and whether the server can be reached. */
function QueueStatus({ outbox, reachable }: { outbox: Outbox; reachable: boolean }) {
  const t = useT();
  const count = outbox.waiting.length;
  const offline = outbox.offline || !reachable;
  if (count === 0 && !offline) return null;
  const held = outbox.problem !== null;
  return (
    <Flex
      role="status"
      data-testid="queue-status"
      align="center"
      gap="2"
      bg={offline ? 'bg.warning' : 'sea.subtle'}
      borderWidth="1px"
      borderColor={offline ? 'border.warning' : 'sea.emphasized'}
      borderRadius="lg"
      px="3"
      py="2"
    >
      {offline ? (
        <Badge colorPalette="orange" variant="solid">
          {t('scoring.queue.offline')}
        </Badge>
      ) : null}
      <Text fontSize="sm" data-testid="queue-count">
        {count > 0 ? t('scoring.queue.count', { count }) : t('scoring.queue.noConnection')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {count > 0
          ? held
            ? t('scoring.queue.held')
            : offline
              ? t('scoring.queue.offlineSaved')
              : t('scoring.queue.sending')
          : t('scoring.queue.keptOffline')}
      </Text>
    </Flex>
  );
}

/** A describable event of the other scorer's, for the stale notice. */
function describeEvent(event: LogEvent, players: readonly RosterPlayer[], t: Translate): string {
  const name = (id: unknown) => players.find((player) => String(player.id) === String(id))?.name ?? `#${String(id)}`;
  const payload = event.payload;
  if (event.kind === 'undo') return t('scoring.stale.undoOf', { seq: String(payload.voids) });
  if (event.kind === 'replace') return t('scoring.stale.replace', { count: event.seq - 1 });
  if (event.kind === 'points') {
    return t('scoring.stale.points', {
      kind: String(payload.kind),
      side: typeof payload.side === 'string' ? t('scoring.stale.side', { side: payload.side }) : '',
    });
  }
  if (event.kind === 'delivery') {
    const extras = (payload.extras ?? {}) as Record<string, number>;
    const wickets = (payload.wickets ?? []) as unknown[];
    const extra = Object.entries(extras)
      .filter(([, runs]) => runs > 0)
      .map(([kind, runs]) => t('scoring.stale.extra', { runs, kind }));
    const what = [
      t('scoring.stale.offBat', { runs: String(payload.runs) }),
      ...extra,
      ...(wickets.length ? [t('scoring.stale.wicket')] : []),
    ].join(', ');
    return t('scoring.tap.delivery', { bowler: name(payload.bowler), batter: name(payload.batter), ball: what });
  }
  if (event.kind === 'football') {
    const input = (payload.input ?? {}) as Record<string, unknown>;
    const player = input.player as { name?: string } | null;
    return [
      t('scoring.stale.football', { kind: String(input.kind) }),
      player?.name,
      typeof input.period === 'string' && input.period ? t('scoring.stale.period', { period: input.period }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  }
  return event.kind;
}

/** The queue stopped: another scorer got there first. */
function Problem({
  outbox,
  events,
  players,
}: {
  outbox: Outbox;
  events: LogEvent[];
  players: readonly RosterPlayer[];
}) {
  const t = useT();
  const problem = outbox.problem;
  // A refused tap is shown with the taps behind it (HeldTaps).
  if (problem?.kind !== 'stale') return null;
  const theirs = events.filter((event) => event.seq > problem.since && event.seq <= problem.currentSeq);
  return (
    <Alert.Root status="warning" data-testid="stale-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('scoring.stale.title')}</Alert.Title>
        <Alert.Description>
          <Text>{t('scoring.stale.waited', { count: problem.waiting })}</Text>
          <Box as="ul" pl="5" my="1" listStyleType="disc" data-testid="stale-events">
            {theirs.map((event) => (
              <li key={event.seq}>{describeEvent(event, players, t)}</li>
            ))}
          </Box>
          <Text>{t('scoring.stale.advice')}</Text>
        </Alert.Description>
        <Flex gap="2" mt="2" wrap="wrap">
          <Button size="sm" colorPalette="orange" onClick={asyncHandler(() => outbox.resolve('drop'))}>
            {t('scoring.stale.drop', { count: problem.waiting })}
          </Button>
          <Button size="sm" variant="outline" onClick={asyncHandler(() => outbox.resolve('resend'))}>
            {t('scoring.stale.sendAnyway')}
          </Button>
        </Flex>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Before play: the first event starts the match; it can still be postponed or cancelled. */
function BeforePlay({ match }: { match: ScoredMatch }) {
  const t = useT();
  const scoring = useScoring(match);
  return (
    <Stack gap="2">
      {scoring.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{scoring.error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <SimpleGrid columns={2} gap="3">
        {match.status === 'postponed' ? (
          <Button colorPalette="sea" disabled={scoring.busy} onClick={asyncHandler(() => scoring.move('scheduled'))}>
            {t('scoring.status.reschedule')}
          </Button>
        ) : (
          <Button
            variant="outline"
            colorPalette="sand"
            disabled={scoring.busy}
            onClick={asyncHandler(() => scoring.move('postponed'))}
          >
            {t('scoring.status.postpone')}
          </Button>
        )}
        <CancelMatch scoring={scoring} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A completed match is corrected by undoing its last event with a reason: the server keeps who and why
 * in the activity log, and the match is live again until it is scored to its end.
 */
function Correction({ match, outbox }: { match: ScoredMatch; outbox: Outbox }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <Stack gap="3">
      <Text color="fg.muted" data-testid="completed-note">
        {match.resultKind === 'no_result' ? t('scoring.correction.noResult') : t('scoring.correction.complete')}
      </Text>
      {open ? (
        <InlineForm
          tone="sand"
          onSubmit={() => void outbox.tap({ kind: 'undo', reason: reason.trim() }).then(() => setOpen(false))}
        >
          <Field.Root required>
            <Field.Label>{t('scoring.correction.why')}</Field.Label>
            <Textarea
              bg="surface"
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t('scoring.correction.placeholder')}
            />
            <Field.HelperText>{t('scoring.correction.helper')}</Field.HelperText>
          </Field.Root>
          <Flex gap="2">
            <Button type="submit" colorPalette="sunset" disabled={!reason.trim()}>
              {t('scoring.tap.undo')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('common.close')}
            </Button>
          </Flex>
        </InlineForm>
      ) : (
        <Button variant="outline" colorPalette="sunset" alignSelf="start" onClick={() => setOpen(true)}>
          {t('scoring.correction.open')}
        </Button>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('scoring.correction.events', { count: match.seq })}
      </Text>
    </Stack>
  );
}
