import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { LiveScore_MatchFragment, MatchScoreInput, MatchStatus, ResultKind, Side } from '../../gql/graphql';
import { describeError } from '../../lib/errors';
import { ChangeMatchStatusMutation, UpdateMatchScoreMutation } from './operations';
import { asyncHandler } from '../../lib/async-handler';

type Match = LiveScore_MatchFragment;

export function useScoring(match: Pick<Match, 'id'>) {
  const [changeStatus, statusState] = useMutation(ChangeMatchStatusMutation);
  const [updateScore, scoreState] = useMutation(UpdateMatchScoreMutation);
  const [failure, setFailure] = useState<{ message: string; retry: () => void } | null>(null);
  // The server names the field at fault and says why; a lost connection gets a friendly message and a retry.
  const run = async (work: () => Promise<unknown>): Promise<void> => {
    setFailure(null);
    try {
      await work();
    } catch (caught) {
      setFailure({ message: describeError(caught), retry: () => void run(work) });
    }
  };
  return {
    error: failure?.message ?? null,
    retry: failure?.retry,
    busy: statusState.loading || scoreState.loading,
    move: (status: MatchStatus, score?: MatchScoreInput) =>
      run(() => changeStatus({ variables: { matchId: match.id, status, score: score ?? null } })),
    score: (score: MatchScoreInput) => run(() => updateScore({ variables: { matchId: match.id, score } })),
  };
}

export type Scoring = ReturnType<typeof useScoring>;

const bigButton = { size: 'lg', minH: '14', fontSize: 'lg' } as const;

/**
 * Until tie-breaks can be scored, what to do with a knockout match that is level at full time (the
 * server refuses to complete it with the same advice).
 */
export const KNOCKOUT_LEVEL_ADVICE: Record<Match['tournament']['sport'], string> = {
  football:
    'Penalties can’t be recorded in Pitchside yet: leave the match in progress, add the shoot-out result to the match notes and tell the tournament organiser.',
  points:
    'A tie-break can’t be recorded in Pitchside yet: leave the match in progress, add the tie-break result to the match notes and tell the tournament organiser.',
  cricket:
    'A super over can’t be recorded in Pitchside yet: leave the match in progress, add the super over result to the match notes and tell the tournament organiser.',
};

/** A knockout match whose scores are level: it cannot be completed until tie-breaks can be scored. */
export function levelKnockout(match: Match, knockout: boolean): boolean {
  return (
    knockout &&
    match.homeTeamScore !== null &&
    match.homeTeamScore !== undefined &&
    match.homeTeamScore === match.awayTeamScore
  );
}

/**
 * Start, score, complete by totals: the pad of the points sports, whose matches are not scored as
 * events yet (cricket and football use EventPad).
 */
export function TotalsPanel({ match, knockout = false }: { match: Match; knockout?: boolean }) {
  const scoring = useScoring(match);
  return (
    <Stack gap="5">
      {scoring.error ? (
        <Alert.Root status="error" data-testid="scoring-error" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{scoring.error}</Alert.Title>
          {scoring.retry ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={scoring.retry}>
              Retry
            </Button>
          ) : null}
        </Alert.Root>
      ) : null}
      {match.status === 'scheduled' ? <BeforePlay match={match} scoring={scoring} /> : null}
      {match.status === 'postponed' ? <Postponed scoring={scoring} /> : null}
      {match.status === 'in_progress' ? (
        <>
          {match.tournament.sport === 'cricket' ? (
            <CricketScorer match={match} scoring={scoring} />
          ) : (
            <GoalScorer match={match} scoring={scoring} />
          )}
          <Finish match={match} scoring={scoring} knockout={knockout} />
        </>
      ) : null}
      {match.status === 'completed' ? (
        <Text color="fg.muted">This match is complete. The result counts in the standings.</Text>
      ) : null}
      {match.status === 'cancelled' ? <Text color="fg.muted">This match was cancelled.</Text> : null}
    </Stack>
  );
}

function BeforePlay({ match, scoring }: { match: Match; scoring: Scoring }) {
  const ready = Boolean(match.homeTeam && match.awayTeam);
  const cricket = match.tournament.sport === 'cricket';
  const [battedFirst, setBattedFirst] = useState<Side>('home');
  return (
    <Stack gap="3">
      {cricket ? (
        <Field.Root>
          <Field.Label>Batting first</Field.Label>
          <NativeSelect.Root bg="white">
            <NativeSelect.Field value={battedFirst} onChange={(event) => setBattedFirst(event.target.value as Side)}>
              <option value="home">{match.homeTeam?.name ?? 'Home'}</option>
              <option value="away">{match.awayTeam?.name ?? 'Away'}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      <Button
        colorPalette="green"
        {...bigButton}
        disabled={!ready || scoring.busy}
        onClick={asyncHandler(() => scoring.move('in_progress', cricket ? { battedFirst } : undefined))}
      >
        Start match
      </Button>
      {!ready ? <Text color="fg.muted">Both teams must be known before the match can start.</Text> : null}
      <SimpleGrid columns={2} gap="3">
        <Button
          variant="outline"
          colorPalette="sand"
          disabled={scoring.busy}
          onClick={asyncHandler(() => scoring.move('postponed'))}
        >
          Postpone
        </Button>
        <CancelMatch scoring={scoring} />
      </SimpleGrid>
    </Stack>
  );
}

function Postponed({ scoring }: { scoring: Scoring }) {
  return (
    <SimpleGrid columns={2} gap="3">
      <Button colorPalette="sea" disabled={scoring.busy} onClick={asyncHandler(() => scoring.move('scheduled'))}>
        Reschedule
      </Button>
      <CancelMatch scoring={scoring} />
    </SimpleGrid>
  );
}

/** Cancelling is final, so it asks once more. */
export function CancelMatch({ scoring }: { scoring: Scoring }) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="outline" colorPalette="red" disabled={scoring.busy} onClick={() => setConfirming(true)}>
        Cancel match
      </Button>
    );
  }
  return (
    <Button colorPalette="red" disabled={scoring.busy} onClick={asyncHandler(() => scoring.move('cancelled'))}>
      Yes, cancel it for good
    </Button>
  );
}

/** Football goals or other sports' points: a big add button and a small undo per side. */
function GoalScorer({ match, scoring }: { match: Match; scoring: Scoring }) {
  const unit = match.tournament.sport === 'football' ? 'goal' : 'point';
  const sides = [
    { key: 'homeTeamScore' as const, name: match.homeTeam?.name ?? 'Home', value: match.homeTeamScore ?? 0 },
    { key: 'awayTeamScore' as const, name: match.awayTeam?.name ?? 'Away', value: match.awayTeamScore ?? 0 },
  ];
  return (
    <SimpleGrid columns={2} gap="3">
      {sides.map((side) => (
        <Stack key={side.key} gap="2" bg="white" p="3" borderRadius="lg" borderWidth="1px" borderColor="sand.200">
          <Text fontWeight="semibold" color="sea.900" lineClamp={2} minH="12">
            {side.name}
          </Text>
          <Button
            colorPalette="sea"
            {...bigButton}
            aria-label={`Add a ${unit} for ${side.name}`}
            disabled={scoring.busy}
            onClick={asyncHandler(() => scoring.score({ [side.key]: side.value + 1 }))}
          >
            +1 {unit}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Take a ${unit} off ${side.name}`}
            disabled={scoring.busy || side.value === 0}
            onClick={asyncHandler(() => scoring.score({ [side.key]: side.value - 1 }))}
          >
            −1
          </Button>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

type SideKey = 'home' | 'away';

function innings(match: Match, side: SideKey) {
  return side === 'home'
    ? {
        runs: match.homeTeamScore ?? 0,
        wickets: match.homeWickets ?? 0,
        balls: match.homeBalls ?? 0,
        allOut: match.homeAllOut,
      }
    : {
        runs: match.awayTeamScore ?? 0,
        wickets: match.awayWickets ?? 0,
        balls: match.awayBalls ?? 0,
        allOut: match.awayAllOut,
      };
}

function inningsInput(
  side: SideKey,
  value: { runs: number; wickets: number; balls: number; allOut: boolean },
): MatchScoreInput {
  return side === 'home'
    ? { homeTeamScore: value.runs, homeWickets: value.wickets, homeBalls: value.balls, homeAllOut: value.allOut }
    : { awayTeamScore: value.runs, awayWickets: value.wickets, awayBalls: value.balls, awayAllOut: value.allOut };
}

/** Cricket, ball by ball for the side batting now, with a form to correct any figure. */
function CricketScorer({ match, scoring }: { match: Match; scoring: Scoring }) {
  const first: SideKey = (match.battedFirst as SideKey | null) ?? 'home';
  const second: SideKey = first === 'home' ? 'away' : 'home';
  const quota = match.tournament.oversPerInnings * match.tournament.ballsPerOver;
  const firstDone = innings(match, first).allOut || innings(match, first).balls >= quota;
  const [batting, setBatting] = useState<SideKey>(firstDone ? second : first);
  const current = innings(match, batting);
  const name = (side: SideKey) => (side === 'home' ? match.homeTeam?.name : match.awayTeam?.name) ?? side;

  const delivery = (runs: number, legal: boolean, wicket = false) => {
    const wickets = Math.min(10, current.wickets + (wicket ? 1 : 0));
    void scoring.score(
      inningsInput(batting, {
        runs: current.runs + runs,
        wickets,
        balls: Math.min(quota, current.balls + (legal ? 1 : 0)),
        allOut: current.allOut || wickets === 10,
      }),
    );
  };

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>Batting now</Field.Label>
        <NativeSelect.Root bg="white">
          <NativeSelect.Field value={batting} onChange={(event) => setBatting(event.target.value as SideKey)}>
            <option value={first}>{name(first)} (batted first)</option>
            <option value={second}>{name(second)} (chasing)</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <SimpleGrid columns={4} gap="2" aria-label="Record a delivery">
        <Button
          {...bigButton}
          variant="outline"
          disabled={scoring.busy}
          onClick={() => delivery(0, true)}
          aria-label="Dot ball"
        >
          •
        </Button>
        {[1, 2, 3, 4, 6].map((runs) => (
          <Button
            key={runs}
            {...bigButton}
            colorPalette="sea"
            variant={runs >= 4 ? 'solid' : 'subtle'}
            disabled={scoring.busy}
            onClick={() => delivery(runs, true)}
            aria-label={`${runs} ${runs === 1 ? 'run' : 'runs'}`}
          >
            {runs}
          </Button>
        ))}
        <Button
          {...bigButton}
          variant="outline"
          disabled={scoring.busy}
          onClick={() => delivery(1, false)}
          aria-label="Wide or no-ball"
        >
          Wd
        </Button>
        <Button
          {...bigButton}
          colorPalette="red"
          disabled={scoring.busy || current.wickets >= 10}
          onClick={() => delivery(0, true, true)}
          aria-label="Wicket"
        >
          W
        </Button>
      </SimpleGrid>
      <CorrectionForm
        key={`${match.homeTeamScore}-${match.awayTeamScore}-${match.homeBalls}-${match.awayBalls}-${match.homeWickets}-${match.awayWickets}`}
        match={match}
        scoring={scoring}
      />
    </Stack>
  );
}

function CorrectionForm({ match, scoring }: { match: Match; scoring: Scoring }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => ({
    battedFirst: ((match.battedFirst as Side | null) ?? 'home') as Side,
    home: innings(match, 'home'),
    away: innings(match, 'away'),
  }));
  if (!open) {
    return (
      <Button variant="ghost" size="sm" alignSelf="start" onClick={() => setOpen(true)}>
        Correct the score
      </Button>
    );
  }
  const number = (side: SideKey, key: 'runs' | 'wickets' | 'balls', label: string) => (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        bg="white"
        value={values[side][key]}
        onChange={(event) => setValues({ ...values, [side]: { ...values[side], [key]: Number(event.target.value) } })}
      />
    </Field.Root>
  );
  return (
    <Box
      as="form"
      bg="white"
      p="3"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="sand.200"
      onSubmit={(event) => {
        event.preventDefault();
        void scoring.score({
          battedFirst: values.battedFirst,
          ...inningsInput('home', values.home),
          ...inningsInput('away', values.away),
        });
      }}
    >
      <Heading as="h3" size="sm" mb="3">
        Correct the score
      </Heading>
      <Field.Root mb="3">
        <Field.Label fontSize="sm">Batted first</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={values.battedFirst}
            onChange={(event) => setValues({ ...values, battedFirst: event.target.value as Side })}
          >
            <option value="home">{match.homeTeam?.name}</option>
            <option value="away">{match.awayTeam?.name}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {(['home', 'away'] as const).map((side) => (
        <Box key={side} mb="3">
          <Text fontWeight="semibold" mb="1">
            {side === 'home' ? match.homeTeam?.name : match.awayTeam?.name}
          </Text>
          <SimpleGrid columns={3} gap="2">
            {number(side, 'runs', 'Runs')}
            {number(side, 'wickets', 'Wickets')}
            {number(side, 'balls', 'Legal balls')}
          </SimpleGrid>
          <Checkbox.Root
            mt="2"
            checked={values[side].allOut}
            onCheckedChange={(detail) =>
              setValues({ ...values, [side]: { ...values[side], allOut: detail.checked === true } })
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Bowled out</Checkbox.Label>
          </Checkbox.Root>
        </Box>
      ))}
      <Flex gap="2">
        <Button type="submit" colorPalette="sea" disabled={scoring.busy}>
          Save score
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Close
        </Button>
      </Flex>
    </Box>
  );
}

const RESULT_KINDS: { value: ResultKind; label: string }[] = [
  { value: 'normal', label: 'Played out' },
  { value: 'tie', label: 'Tie' },
  { value: 'no_result', label: 'No result' },
  { value: 'rain_revised', label: 'Rain-revised (DLS)' },
];

/** Records how the match ended and completes it; the server works out the winner. */
function Finish({ match, scoring, knockout }: { match: Match; scoring: Scoring; knockout: boolean }) {
  const cricket = match.tournament.sport === 'cricket';
  const level = levelKnockout(match, knockout);
  const [resultKind, setResultKind] = useState<ResultKind>((match.resultKind as ResultKind | null) ?? 'normal');
  const [revisedOvers, setRevisedOvers] = useState(match.revisedOvers?.toString() ?? '');
  const [revisedTarget, setRevisedTarget] = useState(match.revisedTarget?.toString() ?? '');
  const [confirming, setConfirming] = useState(false);

  const score: MatchScoreInput | undefined = cricket
    ? {
        resultKind,
        revisedOvers: resultKind === 'rain_revised' && revisedOvers ? Number(revisedOvers) : null,
        revisedTarget: resultKind === 'rain_revised' && revisedTarget ? Number(revisedTarget) : null,
      }
    : undefined;

  return (
    <Stack gap="3" borderTopWidth="1px" borderColor="sand.200" pt="4">
      <Heading as="h2" size="md" color="sea.900">
        Result
      </Heading>
      {cricket ? (
        <>
          <Field.Root>
            <Field.Label>How the match ended</Field.Label>
            <NativeSelect.Root bg="white">
              <NativeSelect.Field
                value={resultKind}
                onChange={(event) => setResultKind(event.target.value as ResultKind)}
              >
                {RESULT_KINDS.map((kind) => (
                  <option key={kind.value} value={kind.value}>
                    {kind.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {resultKind === 'rain_revised' ? (
            <SimpleGrid columns={2} gap="2">
              <Field.Root>
                <Field.Label>Revised overs</Field.Label>
                <Input
                  bg="white"
                  inputMode="decimal"
                  value={revisedOvers}
                  onChange={(event) => setRevisedOvers(event.target.value)}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>Revised target</Field.Label>
                <Input
                  bg="white"
                  inputMode="numeric"
                  value={revisedTarget}
                  onChange={(event) => setRevisedTarget(event.target.value)}
                />
              </Field.Root>
            </SimpleGrid>
          ) : null}
        </>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          The winner follows from the score.
        </Text>
      )}
      {level ? (
        <Alert.Root status="warning" data-testid="knockout-level">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The scores are level, and a knockout match needs a winner.</Alert.Title>
            <Alert.Description>{KNOCKOUT_LEVEL_ADVICE[match.tournament.sport]}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {level ? null : confirming ? (
        <SimpleGrid columns={2} gap="3">
          <Button
            colorPalette="sunset"
            {...bigButton}
            disabled={scoring.busy}
            onClick={asyncHandler(async () => {
              await scoring.move('completed', score);
              setConfirming(false);
            })}
          >
            Yes, complete
          </Button>
          <Button variant="outline" {...bigButton} onClick={() => setConfirming(false)}>
            Not yet
          </Button>
        </SimpleGrid>
      ) : (
        <Button colorPalette="sunset" variant="outline" {...bigButton} onClick={() => setConfirming(true)}>
          Complete match
        </Button>
      )}
    </Stack>
  );
}
