import type { CoreTextId, GeneratedTextId } from './en.js';
import { cricketFr } from './cricket/fr.js';
import { footballFr } from './football/fr.js';

/** The server's own texts in French (en.ts says what each is). */
const core: Record<CoreTextId, string> = {
  'result.noResult': 'pas de résultat',
  'result.wonByWickets': '{winner} gagne par {wickets, plural, one {# wicket} other {# wickets}}',
  'result.wonByRuns': '{winner} gagne par {runs, plural, one {# run} other {# runs}}',
  'result.ballsLeft': '{result} (à {balls, plural, one {# balle} other {# balles}} de la fin)',
  'result.method': '{result} (méthode {method})',
  'result.tied': 'Match nul',
  'result.superOver': '{winner} remporte le super over',

  'round.final': 'Finale',
  'round.semiFinal': 'Demi-finale',
  'round.quarterFinal': 'Quart de finale',
  'round.roundOf': 'Tour des {teams}',
  'round.thirdPlace': 'Match pour la troisième place',
  'round.qualifier': 'Qualification {number}',
  'round.eliminator': 'Éliminatoire',
  'round.matchday': 'Journée {number}',
  'round.replay': '{round} (rejoué)',
  'round.inGroup': '{round}, journée {number}',
  'round.number': 'Tour {number}',
  'round.match': 'Match',
  'round.numbered': '{round} {number}',
  'slot.winnerOf': 'Vainqueur {from}',
  'slot.loserOf': 'Perdant {from}',
  'slot.bye': 'Exempt',
  'slot.winner': 'Premier',
  'slot.runnerUp': 'Deuxième',
  'slot.place': '{position, selectordinal, one {#re} other {#e}} place',

  'decided.penalties': '{winner}-{loser} aux tirs au but',
  'decided.onPenalties': 'aux tirs au but',
  'decided.extraTime': 'après prolongation',
  'decided.superOver': 'après un super over',

  'status.scheduled': 'À VENIR',
  'status.in_progress': 'EN DIRECT',
  'status.completed': 'TERMINÉ',
  'status.cancelled': 'ANNULÉ',
  'status.postponed': 'REPORTÉ',

  'page.home': 'Scores en direct, calendrier et classements',
  'page.browse': 'Parcourir les tournois',
  'page.developers': 'API',
  'page.homeDescription':
    'Pitchside : football, cricket et plus dans la Caraïbe. Scores en direct, matchs, résultats et classements de chaque tournoi publié.',
  'page.browseDescription':
    'Chaque tournoi publié sur Pitchside par sport et par formule, avec ses dates, son lieu et ses matchs en direct.',
  'page.developersDescription':
    "L'API publique de Pitchside : lectures GraphQL et REST des matchs, résultats et classements, abonnements en direct, calendriers, widgets et webhooks.",
  'page.view.standings': 'Classement de {name}',
  'page.view.leaders': 'Meilleurs joueurs de {name}',
  'page.view.bracket': 'Tableau de {name}',
  'page.view.fixtures': 'Calendrier de {name}',
  'share.standingsDescription': 'Le classement de {name}, à partir de chaque match terminé.',
  'share.leadersDescription':
    'Les meilleurs joueurs de {name} : {sport, select, cricket {le plus de runs, le plus de wickets, les meilleurs strike rates et economy} football {buteurs, passes décisives et cartons} other {ses meilleurs joueurs}}.',
  'share.bracketDescription':
    'Le tableau à élimination directe de {name} : chaque tour jusqu’à la finale, avec les scores au fil des matchs.',
  'share.fixturesDescription':
    'Chaque match et résultat de {name}, tour par tour, avec les dates et heures de début en AST.',
  'share.standingsImageAlt': 'Classement de {name} : le haut du tableau',
  'share.tournamentImageAlt': '{name} : dates et matchs joués',
  'share.dates': 'du {start} au {end}',
  'share.teamDescription':
    '{team}, {sport, select, football {une équipe de football} cricket {une équipe de cricket} other {une équipe}} de {club} : effectif, matchs et résultats.',
  'share.teamDescriptionAtGround':
    '{team}, {sport, select, football {une équipe de football} cricket {une équipe de cricket} other {une équipe}} de {club} : effectif, matchs et résultats, à {ground}.',
  'share.playerDescription': '{player}, {team} : statistiques de carrière et chaque match joué.',
  'share.playerDescriptionWithRole': '{player}, {role}, {team} : statistiques de carrière et chaque match joué.',
  'share.competitionDescription': '{name} : chaque saison et son champion, le classement historique et les records.',
  'share.matchTitle': '{home} contre {away}',
  'share.matchState': '{status} : {score}',
  'share.matchImageAlt': '{title} : {score}',
  'share.unplayed': '{home} contre {away}',
  'share.tbd': 'À définir',
  'share.venueTbd': 'Lieu à définir',
  'share.dateTbd': 'Date à définir',

  'card.tournament': 'TOURNOI',
  'card.standings': 'CLASSEMENT',
  'card.vs': 'contre',
  'card.live': '{count} en direct',
  'card.played': '{count} joués',
  'card.toCome': '{count} à venir',
  'card.sport': '{sport, select, cricket {Cricket} football {Football} other {Points}}',
  'card.playedColumn': 'J',
  'card.pointsColumn': 'Pts',
  'card.noMatches': 'Aucun match joué pour l’instant',
  'card.teams': '{count, plural, one {# équipe} other {# équipes}}',

  'feed.summary': '{home} contre {away}',
  'feed.summaryWithStatus': '{home} contre {away} ({status})',
  'feed.result': 'Résultat : {score}.',
  'feed.round': '{tournament}, tour {round}.',
  'feed.tournament': '{tournament}.',
  'feed.tournamentName': 'Matchs de {name}',
  'feed.tournamentDescription': 'Chaque match de {name} sur Pitchside.',
  'feed.teamName': 'Matchs de {name}',
  'feed.teamDescription': 'Chaque match de {name} sur Pitchside.',
};

export const fr: Record<GeneratedTextId, string> = { ...core, ...cricketFr, ...footballFr };
