import type { CoreTextId, GeneratedTextId } from './en.js';
import { cricketEs } from './cricket/es.js';
import { footballEs } from './football/es.js';

/** The server's own texts in Spanish (en.ts says what each is). */
const core: Record<CoreTextId, string> = {
  'result.noResult': 'sin resultado',
  'result.wonByWickets': '{winner} ganó por {wickets, plural, one {# wicket} other {# wickets}}',
  'result.wonByRuns': '{winner} ganó por {runs, plural, one {# carrera} other {# carreras}}',
  'result.ballsLeft': '{result} (con {balls, plural, one {# bola} other {# bolas}} de sobra)',
  'result.method': '{result} (método {method})',
  'result.tied': 'Partido empatado',
  'result.superOver': '{winner} ganó el super over',

  'round.final': 'Final',
  'round.semiFinal': 'Semifinal',
  'round.quarterFinal': 'Cuartos de final',
  'round.roundOf': 'Ronda de {teams}',
  'round.thirdPlace': 'Partido por el tercer puesto',
  'round.qualifier': 'Clasificatorio {number}',
  'round.eliminator': 'Eliminatorio',
  'round.matchday': 'Jornada {number}',
  'round.replay': '{round} (repetición)',
  'round.inGroup': '{round}, jornada {number}',
  'round.number': 'Ronda {number}',
  'round.match': 'Partido',
  'round.numbered': '{round} {number}',
  'slot.winnerOf': 'Ganador de {from}',
  'slot.loserOf': 'Perdedor de {from}',
  'slot.bye': 'Pase directo',
  'slot.winner': 'Primero',
  'slot.runnerUp': 'Segundo',
  'slot.place': '{position}.º puesto',

  'decided.penalties': '{winner}-{loser} en penales',
  'decided.onPenalties': 'en penales',
  'decided.extraTime': 'en la prórroga',
  'decided.superOver': 'tras un super over',

  'status.scheduled': 'PRÓXIMO',
  'status.in_progress': 'EN VIVO',
  'status.completed': 'FINAL',
  'status.cancelled': 'CANCELADO',
  'status.postponed': 'APLAZADO',

  'page.home': 'Marcadores en vivo, calendario y clasificaciones',
  'page.browse': 'Explorar torneos',
  'page.developers': 'API',
  'page.homeDescription':
    'Pitchside: fútbol, críquet y más del Caribe. Marcadores en vivo, partidos, resultados y clasificaciones de cada torneo publicado.',
  'page.browseDescription':
    'Cada torneo publicado en Pitchside por deporte y formato, con sus fechas, sede y partidos en vivo.',
  'page.developersDescription':
    'La API pública de Pitchside: lecturas GraphQL y REST de partidos, resultados y clasificaciones, suscripciones en vivo, calendarios, widgets y webhooks.',
  'page.view.standings': 'Clasificación de {name}',
  'page.view.leaders': 'Líderes de {name}',
  'page.view.bracket': 'Cuadro de {name}',
  'page.view.fixtures': 'Calendario de {name}',
  'share.standingsDescription': 'La tabla de {name}, a partir de cada partido terminado.',
  'share.leadersDescription':
    'Los líderes de {name}: {sport, select, cricket {más carreras, más wickets, mejores strike rates y economía} football {goleadores, asistencias y tarjetas} other {sus mejores jugadores}}.',
  'share.bracketDescription':
    'El cuadro eliminatorio de {name}: cada ronda hasta la final, con los marcadores según se juegan.',
  'share.fixturesDescription':
    'Cada partido y resultado de {name}, ronda por ronda, con fechas y horas de inicio en AST.',
  'share.standingsImageAlt': 'Clasificación de {name}: la parte alta de la tabla',
  'share.tournamentImageAlt': '{name}: fechas y partidos jugados',
  'share.dates': 'del {start} al {end}',
  'share.teamDescription':
    '{team}, {sport, select, football {un equipo de fútbol} cricket {un equipo de críquet} other {un equipo}} de {club}: plantilla, partidos y resultados.',
  'share.teamDescriptionAtGround':
    '{team}, {sport, select, football {un equipo de fútbol} cricket {un equipo de críquet} other {un equipo}} de {club}: plantilla, partidos y resultados, en {ground}.',
  'share.playerDescription': '{player}, {team}: cifras de su carrera y cada partido jugado.',
  'share.playerDescriptionWithRole': '{player}, {role}, {team}: cifras de su carrera y cada partido jugado.',
  'share.competitionDescription': '{name}: cada temporada y su campeón, la tabla histórica y los récords.',
  'share.matchTitle': '{home} vs {away}',
  'share.matchState': '{status}: {score}',
  'share.matchImageAlt': '{title}: {score}',
  'share.unplayed': '{home} vs {away}',
  'share.tbd': 'Por definir',
  'share.venueTbd': 'Sede por definir',
  'share.dateTbd': 'Fecha por definir',

  'card.tournament': 'TORNEO',
  'card.standings': 'CLASIFICACIÓN',
  'card.vs': 'vs',
  'card.live': '{count} en vivo',
  'card.played': '{count} jugados',
  'card.toCome': '{count} por jugar',
  'card.sport': '{sport, select, cricket {Críquet} football {Fútbol} other {Puntos}}',
  'card.playedColumn': 'PJ',
  'card.pointsColumn': 'Pts',
  'card.noMatches': 'Aún no se ha jugado ningún partido',
  'card.teams': '{count, plural, one {# equipo} other {# equipos}}',

  'feed.summary': '{home} vs {away}',
  'feed.summaryWithStatus': '{home} vs {away} ({status})',
  'feed.result': 'Resultado: {score}.',
  'feed.round': '{tournament}, ronda {round}.',
  'feed.tournament': '{tournament}.',
  'feed.tournamentName': 'Partidos de {name}',
  'feed.tournamentDescription': 'Cada partido de {name} en Pitchside.',
  'feed.teamName': 'Partidos de {name}',
  'feed.teamDescription': 'Cada partido de {name} en Pitchside.',
};

export const es: Record<GeneratedTextId, string> = { ...core, ...cricketEs, ...footballEs };
