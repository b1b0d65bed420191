import { Side } from './match.entity.js';

/** One generated match, before it becomes an entity. Team ids are null where a knockout slot awaits a winner. */
export type PlannedMatch = {
  round: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  isFinal: boolean;
  /** Knockout: index (in the returned list) of the match the winner goes to, and on which side. */
  next?: { index: number; slot: Side };
};

/**
 * Every pair once by the circle method: one team stays put and the others rotate. With an odd number
 * of teams the fixed place is the bye, so every team sits out once and home and away come out level;
 * with an even number no team has more than one home match more than away.
 */
export function roundRobin(teamIds: number[]): PlannedMatch[] {
  let circle: (number | null)[] = teamIds.length % 2 === 1 ? [null, ...teamIds] : [...teamIds];
  const size = circle.length;
  const planned: PlannedMatch[] = [];
  for (let round = 0; round < size - 1; round += 1) {
    for (let index = 0; index < size / 2; index += 1) {
      const a = circle[index];
      const b = circle[size - 1 - index];
      if (a === null || b === null) continue;
      // The fixed team alternates every round; the others alternate by position.
      const aHome = index === 0 ? round % 2 === 0 : index % 2 === 1;
      planned.push({
        round: round + 1,
        homeTeamId: aHome ? a : b,
        awayTeamId: aHome ? b : a,
        isFinal: false,
      });
    }
    circle = [circle[0], circle[size - 1], ...circle.slice(1, size - 1)];
  }
  return planned;
}

/** Every pair twice: the round robin, then the same rounds again with home and away swapped. */
export function league(teamIds: number[]): PlannedMatch[] {
  const first = roundRobin(teamIds);
  const rounds = Math.max(0, ...first.map((match) => match.round));
  const second = first.map((match) => ({
    ...match,
    round: match.round + rounds,
    homeTeamId: match.awayTeamId,
    awayTeamId: match.homeTeamId,
  }));
  return [...first, ...second];
}

/** Bracket positions of seeds 1..size, so that seed 1 and seed 2 can only meet in the final. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const length = order.length * 2;
    order = order.flatMap((seed) => [seed, length + 1 - seed]);
  }
  return order;
}

/**
 * A seeded single-elimination bracket. `seededTeamIds` is best seed first. When the number of teams is
 * not a power of two the top seeds get byes: they are placed straight into their second-round match.
 * Later-round matches are planned with empty slots that winners fill.
 */
export function knockout(seededTeamIds: number[]): PlannedMatch[] {
  const count = seededTeamIds.length;
  let size = 1;
  while (size < count) size *= 2;
  const rounds = Math.log2(size);
  const slots = bracketOrder(size).map((seed) => (seed <= count ? seededTeamIds[seed - 1] : null));

  // Every match of every round, round by round; first-round matches with a bye are dropped afterwards.
  type Draft = PlannedMatch & { bye: boolean; key: string };
  const drafts: Draft[] = [];
  const byKey = new Map<string, Draft>();
  for (let round = 1; round <= rounds; round += 1) {
    const matches = size / 2 ** round;
    for (let index = 0; index < matches; index += 1) {
      const draft: Draft = {
        round,
        homeTeamId: round === 1 ? slots[index * 2] : null,
        awayTeamId: round === 1 ? slots[index * 2 + 1] : null,
        isFinal: round === rounds,
        bye: false,
        key: `${round}:${index}`,
      };
      drafts.push(draft);
      byKey.set(draft.key, draft);
    }
  }
  // A first-round pairing with a bye: the seeded team goes straight through.
  for (let index = 0; index < size / 2 && rounds > 1; index += 1) {
    const draft = byKey.get(`1:${index}`)!;
    if (draft.homeTeamId !== null && draft.awayTeamId !== null) continue;
    draft.bye = true;
    const next = byKey.get(`2:${Math.floor(index / 2)}`)!;
    const team = draft.homeTeamId ?? draft.awayTeamId;
    if (index % 2 === 0) next.homeTeamId = team;
    else next.awayTeamId = team;
  }
  const kept = drafts.filter((draft) => !draft.bye);
  const position = new Map(kept.map((draft, index) => [draft.key, index]));
  return kept.map((draft) => {
    const [round, index] = draft.key.split(':').map(Number);
    const nextKey = `${round + 1}:${Math.floor(index / 2)}`;
    const planned: PlannedMatch = {
      round: draft.round,
      homeTeamId: draft.homeTeamId,
      awayTeamId: draft.awayTeamId,
      isFinal: draft.isFinal,
    };
    if (position.has(nextKey)) {
      planned.next = { index: position.get(nextKey)!, slot: index % 2 === 0 ? Side.home : Side.away };
    }
    return planned;
  });
}

/**
 * The day each round is played: rounds spread evenly from the first to the last day (ISO dates).
 */
export function roundDates(startDate: string, endDate: string, rounds: number): string[] {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Math.max(start, Date.parse(`${endDate}T00:00:00Z`));
  const days = Math.round((end - start) / 86_400_000);
  return Array.from({ length: rounds }, (_, index) => {
    const offset = rounds === 1 ? 0 : Math.round((index * days) / (rounds - 1));
    return new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  });
}
