import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { asyncHandler } from '../../lib/async-handler';
import { freeHitsApply } from '../../../../shared/deciders/cricket/laws';
import { nextInnings, scoreLine } from './cricket-innings';
import { eventsInForce, followInnings, pendingBall, storedBalls } from './cricket-state';
import { CreaseFigures, CreaseSetup, type CreasePicks } from './CricketCrease';
import { CricketScoreBox } from './CricketScoreBox';
import { OtherDeliverySheet, WicketSheet, type BallEntry } from './CricketSheets';
import type { PadProps } from './pad-props';
import { UndoButton } from './UndoButton';
import { InningsActions } from './InningsActions';
import { chosen, playerName, type RosterPlayer } from './PlayerPicker';
import { Sheet } from './Sheet';
import { useStoredState } from './useStoredState';
import { CricketBeforePlay, CricketDetails, fieldedPlayers } from './CricketMatchSheet';
import { BallNotesBanner, ReplacementSheet, ReviewSheet, type BallNotes } from './CricketAnnotations';
import type { CricketSheetInput } from '../../gql/graphql';
import { useT } from '../../i18n/use-t';
import type { MessageId } from '../../i18n/message-ids';
import type { InningsClosure } from '../../../../shared/deciders/cricket/delivery';

const big = { size: 'lg', minH: '14', fontSize: 'xl', fontWeight: 'bold' } as const;

/** Why an innings closed, as the server names it. */
const CLOSURE_IDS: Record<InningsClosure, MessageId> = {
  overs: 'cricket.closure.overs',
  'all out': 'cricket.closure.allOut',
  target: 'cricket.closure.target',
  declared: 'cricket.closure.declared',
  forfeited: 'cricket.closure.forfeited',
  closed: 'cricket.closure.closed',
};

const isClosure = (reason: string): reason is InningsClosure => Object.hasOwn(CLOSURE_IDS, reason);

/** Ball-by-ball cricket: choose the batters and bowler once, then one tap per ball. */
export function CricketPad(props: PadProps) {
  const { pad, events, outbox, match, players } = props;
  const t = useT();
  // Balls stored but not yet in the fetched log, then the balls going next. Balls held by a refusal or
  // overtaken by another scorer's are not counted: the pad's total stays the one the server will have.
  const pendingBalls = outbox.pending.flatMap((tap) => (tap.kind === 'delivery' ? [pendingBall(tap.input)] : []));
  const current = nextInnings(props, pendingBalls);
  // A rule of the format: limited overs has free hits.
  const freeHits = freeHitsApply({ overs: match.tournament.oversPerInnings });
  const currentCrease = followInnings(
    [...storedBalls(events), ...pendingBalls].filter((ball) => ball.innings === current.number),
    match.tournament.ballsPerOver,
    freeHits,
  );
  // Balls still on the phone may have ended the innings: the next tap belongs to the next one.
  const endedHere =
    !current.server?.closed &&
    (currentCrease.legalBalls >= current.maxBalls || currentCrease.wickets >= current.maxWickets);
  const innings = endedHere ? nextInnings(props, pendingBalls, current.number) : current;
  // Kept for the tab's life, so a reload (or a re-render from the top) does not lose the scorer's choices.
  const [battingFirst, setBattingFirst] = useStoredState<number | null>(`pad:${match.id}:batting`, null);
  const [picks, setPicks] = useStoredState<CreasePicks>(`pad:${match.id}:picks`, {});

  const [sheet, setSheet] = useState<'wicket' | 'byes' | 'legByes' | 'other' | 'review' | 'replace' | null>(null);
  const [notes, setNotes] = useStoredState<BallNotes>(`pad:${match.id}:notes`, {});
  const matchSheet = pad.cricketSheet ?? null;
  const sides = [pad.homeTeam!, pad.awayTeam!].map((team) => ({
    id: team.id,
    name: team.name,
    roster: team.id === pad.homeTeam!.id ? players.home : players.away,
  }));
  // A player brought in for the next ball is already on the field for it.
  const fielded = sides.map((side) => withNotes(fieldedPlayers(matchSheet, side), side, notes));
  const sendSheet = (input: CricketSheetInput) => outbox.tap({ kind: 'sheet', input });

  // The toss settles who bats first; without one the scorer says.
  const toss = matchSheet?.toss;
  const tossBatting = toss
    ? [pad.homeTeam!, pad.awayTeam!].find((t) => (toss.decision === 'bat') === (t.id === toss.team.id))!
    : null;
  const battingTeam =
    innings.batting ??
    (innings.number === 1 ? tossBatting : null) ??
    (battingFirst === null ? null : [pad.homeTeam!, pad.awayTeam!].find((t) => t.id === battingFirst)!);
  // Once the XIs are named, the pickers offer each side's XI as it stands.
  const homeBats = battingTeam?.id === pad.homeTeam!.id;
  const battingPlayers = battingTeam ? (homeBats ? fielded[0] : fielded[1]) : [];
  const bowlingPlayers = battingTeam ? (homeBats ? fielded[1] : fielded[0]) : [];
  const allPlayers = [...players.home, ...players.away];

  const balls = [...storedBalls(events), ...pendingBalls].filter((ball) => ball.innings === innings.number);
  const crease = followInnings(balls, match.tournament.ballsPerOver, freeHits);
  const striker = crease.striker ?? chosen(picks.striker);
  const nonStriker = crease.nonStriker ?? chosen(picks.nonStriker);
  const bowler = crease.bowler ?? chosen(picks.bowler);
  const ready = Boolean(battingTeam && striker && nonStriker && bowler);
  const tiedOrDone =
    innings.number >= 3 && match.status === 'in_progress' && !innings.server && innings.number % 2 === 1;

  const deliver = async (entry: BallEntry) => {
    if (!battingTeam || !striker || !nonStriker || !bowler) return;
    setSheet(null);
    setPicks({});
    setNotes({});
    await outbox.tap({
      kind: 'delivery',
      input: {
        review: notes.review ?? null,
        replacements: notes.replacements?.length ? notes.replacements : null,
        innings: innings.number,
        battingTeamId: battingTeam.id,
        batter: striker,
        nonStriker,
        bowler,
        runs: entry.runs,
        nonBoundary: entry.nonBoundary ?? null,
        extras: entry.extras ?? null,
        wickets: entry.wickets ?? null,
      },
    });
  };

  const score = scoreLine(props, innings, pendingBalls);
  // Level after the last innings closed: a super over, or (the scorer's call) a tie.
  const [first, second] = [pad.innings.at(-2), pad.innings.at(-1)];
  const tied =
    match.status === 'in_progress' &&
    pad.innings.length % 2 === 0 &&
    Boolean(first && second?.closed && first.runs === second.runs);
  const canUndo = events.some((event) => event.kind !== 'undo') || outbox.waiting.length > 0;

  return (
    <Stack gap="4" data-testid="cricket-pad">
      <CricketScoreBox innings={innings} battingTeam={battingTeam} score={score} crease={crease} outbox={outbox} />

      {innings.server?.closed && !pendingBalls.some((ball) => ball.innings > innings.number) ? (
        <Text color="fg.muted">
          {t('cricket.pad.inningsClosed', {
            number: innings.number,
            // A reason this web app does not know yet reads as the server sent it.
            reason: isClosure(innings.server.closed) ? t(CLOSURE_IDS[innings.server.closed]) : innings.server.closed,
          })}
        </Text>
      ) : null}

      {balls.length === 0 && innings.number === 1 && !pad.innings.length ? (
        <CricketBeforePlay sheet={matchSheet} sides={sides} send={sendSheet} />
      ) : null}

      {!ready || !striker || !nonStriker || !bowler ? (
        <CreaseSetup
          heading={t(
            tiedOrDone
              ? 'cricket.pad.heading.superOver'
              : crease.overJustEnded
                ? 'cricket.pad.heading.endOfOver'
                : balls.length
                  ? 'cricket.pad.heading.nextIn'
                  : 'cricket.pad.heading.openers',
          )}
          sides={innings.batting || (innings.number === 1 && tossBatting) ? null : [pad.homeTeam!, pad.awayTeam!]}
          battingFirst={battingFirst}
          onBattingFirst={setBattingFirst}
          sideChosen={Boolean(battingTeam)}
          crease={crease}
          firstBall={balls.length === 0}
          ballsPerOver={match.tournament.ballsPerOver}
          batters={battingPlayers}
          bowlers={bowlingPlayers}
          picks={picks}
          onPicks={setPicks}
          striker={striker}
          nonStriker={nonStriker}
        />
      ) : (
        <CreaseFigures
          props={props}
          striker={striker}
          nonStriker={nonStriker}
          bowler={bowler}
          inningsNumber={innings.number}
          allPlayers={allPlayers}
        />
      )}

      <SimpleGrid columns={4} gap="2" role="group" aria-label={t('cricket.pad.recordDelivery')}>
        {[0, 1, 2, 3, 4, 6].map((runs) => (
          <Button
            key={runs}
            {...big}
            colorPalette="sea"
            variant={runs >= 4 ? 'solid' : runs === 0 ? 'outline' : 'subtle'}
            disabled={!ready}
            onClick={asyncHandler(() => deliver({ runs }))}
            aria-label={runs === 0 ? t('cricket.pad.dotBall') : t('cricket.pad.runs', { count: runs })}
          >
            {runs === 0 ? '0' : runs}
          </Button>
        ))}
        <Button
          {...big}
          colorPalette="red"
          disabled={!ready}
          onClick={() => setSheet('wicket')}
          aria-label={t('cricket.pad.wicket')}
        >
          {t('cricket.pad.wicketShort')}
        </Button>
        <Button
          {...big}
          variant="outline"
          disabled={!ready}
          onClick={asyncHandler(() => deliver({ runs: 0, extras: { wides: 1 } }))}
          aria-label={t('cricket.pad.wide')}
        >
          {t('cricket.pad.wideShort')}
        </Button>
        <Button
          {...big}
          variant="outline"
          disabled={!ready}
          onClick={asyncHandler(() => deliver({ runs: 0, extras: { noBalls: 1 } }))}
          aria-label={t('cricket.pad.noBall')}
        >
          {t('cricket.pad.noBallShort')}
        </Button>
        <Button
          {...big}
          variant="outline"
          disabled={!ready}
          onClick={() => setSheet('byes')}
          aria-label={t('cricket.pad.byes')}
        >
          {t('cricket.pad.byesShort')}
        </Button>
        <Button
          {...big}
          variant="outline"
          disabled={!ready}
          onClick={() => setSheet('legByes')}
          aria-label={t('cricket.pad.legByes')}
        >
          {t('cricket.pad.legByesShort')}
        </Button>
        <Button
          {...big}
          variant="ghost"
          disabled={!ready}
          onClick={() => setSheet('other')}
          aria-label={t('cricket.pad.otherDelivery')}
        >
          …
        </Button>
      </SimpleGrid>
      <BallNotesBanner notes={notes} players={allPlayers} sides={sides} onClear={() => setNotes({})} />
      <HStack gap="2">
        <Button flex="1" variant="outline" disabled={!ready} onClick={() => setSheet('review')}>
          {t('cricket.pad.review')}
        </Button>
        <Button
          flex="1"
          variant="outline"
          disabled={!matchSheet?.playingXIs.length}
          onClick={() => setSheet('replace')}
        >
          {t('cricket.pad.playerIn')}
        </Button>
      </HStack>
      <InningsActions
        outbox={outbox}
        innings={innings.number}
        battingTeamId={battingTeam?.id ?? null}
        chase={innings.number === 2}
        tied={tied}
      />
      <UndoButton outbox={outbox} label={t('cricket.pad.undo')} disabled={!canUndo} />
      <CricketDetails
        sheet={matchSheet}
        sides={sides}
        innings={innings.number}
        powerplayNamed={
          eventsInForce(events).some(
            (event) => event.kind === 'powerplay' && event.payload.innings === innings.number,
          ) ||
          outbox.pending.some(
            (tap) => tap.kind === 'sheet' && tap.input.kind === 'POWERPLAY' && tap.input.innings === innings.number,
          )
        }
        overs={match.tournament.oversPerInnings}
        send={sendSheet}
      />

      <Sheet
        title={t(sheet === 'legByes' ? 'cricket.pad.legByes' : 'cricket.pad.byes')}
        open={sheet === 'byes' || sheet === 'legByes'}
        onClose={() => setSheet(null)}
      >
        <SimpleGrid columns={4} gap="2" role="group" aria-label={t('cricket.pad.extraRuns')}>
          {[1, 2, 3, 4].map((runs) => (
            <Button
              key={runs}
              {...big}
              colorPalette="sea"
              variant="subtle"
              aria-label={t(sheet === 'legByes' ? 'cricket.pad.legByeRuns' : 'cricket.pad.byeRuns', { count: runs })}
              onClick={asyncHandler(() =>
                deliver({ runs: 0, extras: sheet === 'legByes' ? { legByes: runs } : { byes: runs } }),
              )}
            >
              {runs}
            </Button>
          ))}
        </SimpleGrid>
      </Sheet>
      {sheet === 'wicket' && striker && nonStriker ? (
        <WicketSheet
          onClose={() => setSheet(null)}
          striker={striker}
          nonStriker={nonStriker}
          names={allPlayers}
          fielders={bowlingPlayers}
          freeHit={crease.freeHit}
          onRecord={deliver}
        />
      ) : null}
      {sheet === 'other' ? <OtherDeliverySheet onClose={() => setSheet(null)} onRecord={deliver} /> : null}
      {sheet === 'review' && striker && nonStriker ? (
        <ReviewSheet
          sides={sides}
          batters={[striker, nonStriker].map((ref) => ({ ref, name: playerName(allPlayers, ref) }))}
          umpires={matchSheet?.officials?.umpires ?? []}
          onClose={() => setSheet(null)}
          onReview={(review) => {
            setNotes({ ...notes, review });
            setSheet(null);
          }}
        />
      ) : null}
      {sheet === 'replace' ? (
        <ReplacementSheet
          sides={sides.map((side, index) => ({
            ...side,
            fielded: fielded[index],
            bench: side.roster.filter((player) => !fielded[index].some((each) => each.id === player.id)),
          }))}
          onClose={() => setSheet(null)}
          onReplace={(replacement) => {
            setNotes({ ...notes, replacements: [...(notes.replacements ?? []), replacement] });
            setSheet(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

function withNotes(fielded: RosterPlayer[], side: { id: number; roster: RosterPlayer[] }, notes: BallNotes) {
  let players = fielded;
  for (const each of notes.replacements ?? []) {
    if (each.teamId !== side.id) continue;
    const coming = side.roster.find((player) => player.id === each.playerIn.id);
    players = [...players.filter((player) => player.id !== each.playerOut.id), ...(coming ? [coming] : [])];
  }
  return players;
}
