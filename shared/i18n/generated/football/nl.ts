import type { FootballTextId } from './en.js';

/** The football texts the server writes, in nl. */
export const footballNl: Record<FootballTextId, string> = {
  'football.timeline.goal': '{minute} DOELPUNT! {player}',
  'football.timeline.penaltyGoal': '{minute} DOELPUNT! {player} (strafschop)',
  'football.timeline.ownGoal': '{minute} DOELPUNT! {player} (eigen doelpunt)',
  'football.timeline.assist': '{goal}, assist {player}',
  'football.timeline.yellowCard': '{minute} Gele kaart: {player}',
  'football.timeline.secondYellow': '{minute} Tweede gele kaart, van het veld gestuurd: {player}',
  'football.timeline.redCard': '{minute} Rode kaart: {player}',
  'football.timeline.substitution': '{minute} Wissel: {playerOn} komt in voor {playerOff}',
  'football.timeline.missedPenalty': '{minute} Strafschop gemist: {player}',

  'football.scorer.penalty': '{minute} (pen.)',
  'football.scorer.ownGoal': '{minute} (e.d.)',
  'football.scorer.line': '{player} {minutes}',

  'football.stat.POSSESSION': 'Balbezit',
  'football.stat.SHOTS': 'Schoten',
  'football.stat.SHOTS_ON_TARGET': 'Schoten op doel',
  'football.stat.CORNERS': 'Hoekschoppen',
  'football.stat.FOULS': 'Overtredingen',
  'football.stat.OFFSIDES': 'Buitenspel',
};
