import { SPORT_DECIDERS, type Sport } from '../../../../shared/enums';
import type { MessageId } from '../../i18n/message-ids';
import type { Translate } from '../../i18n/use-t';

/** A decider as the organiser reads it. */
export const DECIDER_IDS: Record<string, MessageId> = {
  EXTRA_TIME_AND_PENALTIES: 'stages.decider.extraTimeAndPenalties',
  PENALTIES: 'stages.decider.penalties',
  SUPER_OVER: 'stages.decider.superOver',
  REPLAY: 'stages.decider.replay',
};

/** The sport's way, said for the empty choice. */
export const SPORT_WAY_IDS: Record<string, MessageId> = {
  football: 'stages.sportWay.football',
  cricket: 'stages.sportWay.cricket',
  points: 'stages.sportWay.points',
};

/** The deciders a sport allows, as select options after the empty one (`emptyLabel`), in the page's language. */
export function deciderChoices(sport: string, emptyLabel: string, t: Translate) {
  const allowed = SPORT_DECIDERS[sport as Sport] ?? [];
  return [
    { value: '', label: emptyLabel },
    ...allowed.map((decider) => ({ value: decider, label: DECIDER_IDS[decider] ? t(DECIDER_IDS[decider]) : decider })),
  ];
}
