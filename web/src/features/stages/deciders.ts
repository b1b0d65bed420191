import { SPORT_DECIDERS, type Sport } from '../../../../shared/enums';

/** A decider as the organiser reads it. */
export const DECIDER_LABELS: Record<string, string> = {
  EXTRA_TIME_AND_PENALTIES: 'Extra time, then penalties',
  PENALTIES: 'Penalties straight away',
  SUPER_OVER: 'A super over',
  REPLAY: 'A replay',
};

/** The sport's way, said for the empty choice. */
export const SPORT_WAY: Record<string, string> = {
  football: 'extra time, then penalties',
  cricket: 'a super over',
  points: 'the tie-break in the score',
};

/** The deciders a sport allows, as select options after the empty one (`emptyLabel`). */
export function deciderOptions(sport: string, emptyLabel: string) {
  const allowed = SPORT_DECIDERS[sport as Sport] ?? [];
  return [
    { value: '', label: emptyLabel },
    ...allowed.map((decider) => ({ value: decider, label: DECIDER_LABELS[decider] ?? decider })),
  ];
}
