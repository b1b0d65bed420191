import type { FootballTextId } from './en.js';

/** The football texts the server writes, in es. */
export const footballEs: Record<FootballTextId, string> = {
  'football.timeline.goal': '{minute} ¡GOL! {player}',
  'football.timeline.penaltyGoal': '{minute} ¡GOL! {player} (penal)',
  'football.timeline.ownGoal': '{minute} ¡GOL! {player} (autogol)',
  'football.timeline.assist': '{goal}, asistencia de {player}',
  'football.timeline.yellowCard': '{minute} Tarjeta amarilla: {player}',
  'football.timeline.secondYellow': '{minute} Segunda amarilla, expulsión: {player}',
  'football.timeline.redCard': '{minute} Tarjeta roja: {player}',
  'football.timeline.substitution': '{minute} Cambio: entra {playerOn}, sale {playerOff}',
  'football.timeline.missedPenalty': '{minute} Penal fallado: {player}',

  'football.scorer.penalty': '{minute} (penal)',
  'football.scorer.ownGoal': '{minute} (autogol)',
  'football.scorer.line': '{player} {minutes}',

  'football.stat.POSSESSION': 'Posesión',
  'football.stat.SHOTS': 'Tiros totales',
  'football.stat.SHOTS_ON_TARGET': 'Tiros a puerta',
  'football.stat.CORNERS': 'Córners',
  'football.stat.FOULS': 'Faltas',
  'football.stat.OFFSIDES': 'Fueras de juego',
};
