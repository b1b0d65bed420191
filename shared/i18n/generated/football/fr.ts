import type { FootballTextId } from './en.js';

/** The football texts the server writes, in fr. */
export const footballFr: Record<FootballTextId, string> = {
  'football.timeline.goal': '{minute} BUT ! {player}',
  'football.timeline.penaltyGoal': '{minute} BUT ! {player} (penalty)',
  'football.timeline.ownGoal': '{minute} BUT ! {player} (contre son camp)',
  'football.timeline.assist': '{goal}, passe décisive de {player}',
  'football.timeline.yellowCard': '{minute} Carton jaune : {player}',
  'football.timeline.secondYellow': '{minute} Second carton jaune, expulsion : {player}',
  'football.timeline.redCard': '{minute} Carton rouge : {player}',
  'football.timeline.substitution': '{minute} Remplacement : {playerOn} entre à la place de {playerOff}',
  'football.timeline.missedPenalty': '{minute} Penalty manqué : {player}',

  'football.scorer.penalty': '{minute} (pen.)',
  'football.scorer.ownGoal': '{minute} (csc)',
  'football.scorer.line': '{player} {minutes}',

  'football.stat.POSSESSION': 'Possession',
  'football.stat.SHOTS': 'Tirs',
  'football.stat.SHOTS_ON_TARGET': 'Tirs cadrés',
  'football.stat.CORNERS': 'Corners',
  'football.stat.FOULS': 'Fautes',
  'football.stat.OFFSIDES': 'Hors-jeu',
};
