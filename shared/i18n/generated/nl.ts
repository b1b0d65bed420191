import type { CoreTextId, GeneratedTextId } from './en.js';
import { cricketNl } from './cricket/nl.js';
import { footballNl } from './football/nl.js';

/** The server's own texts in Dutch (en.ts says what each is). */
const core: Record<CoreTextId, string> = {
  'result.noResult': 'geen uitslag',
  'result.wonByWickets': '{winner} wint met {wickets, plural, one {# wicket} other {# wickets}}',
  'result.wonByRuns': '{winner} wint met {runs, plural, one {# run} other {# runs}}',
  'result.ballsLeft': '{result} ({balls, plural, one {# bal} other {# ballen}} over)',
  'result.method': '{result} ({method}-methode)',
  'result.tied': 'Gelijkspel',
  'result.superOver': '{winner} wint de super over',

  'round.final': 'Finale',
  'round.semiFinal': 'Halve finale',
  'round.quarterFinal': 'Kwartfinale',
  'round.roundOf': 'Laatste {teams}',
  'round.thirdPlace': 'Troostfinale',
  'round.qualifier': 'Kwalificatie {number}',
  'round.eliminator': 'Eliminator',
  'round.matchday': 'Speelronde {number}',
  'round.replay': '{round} (replay)',
  'round.inGroup': '{round}, speelronde {number}',
  'round.number': 'Ronde {number}',
  'round.match': 'Wedstrijd',
  'round.numbered': '{round} {number}',
  'slot.winnerOf': 'Winnaar {from}',
  'slot.loserOf': 'Verliezer {from}',
  'slot.bye': 'Vrijloting',
  'slot.winner': 'Winnaar',
  'slot.runnerUp': 'Tweede',
  'slot.place': '{position}e plaats',

  'decided.penalties': '{winner}-{loser} na strafschoppen',
  'decided.onPenalties': 'na strafschoppen',
  'decided.extraTime': 'na verlenging',
  'decided.superOver': 'na een super over',

  'status.scheduled': 'GEPLAND',
  'status.in_progress': 'LIVE',
  'status.completed': 'AFGELOPEN',
  'status.cancelled': 'AFGELAST',
  'status.postponed': 'UITGESTELD',

  'page.home': 'Live scores, programma en standen',
  'page.browse': 'Toernooien bekijken',
  'page.developers': 'API',
  'page.homeDescription':
    'Pitchside: Caribisch voetbal, cricket en meer. Live scores, wedstrijden, uitslagen en standen van elk gepubliceerd toernooi.',
  'page.browseDescription':
    'Elk gepubliceerd toernooi op Pitchside per sport en opzet, met data, locatie en live wedstrijden.',
  'page.developersDescription':
    'De openbare API van Pitchside: GraphQL- en REST-toegang tot wedstrijden, uitslagen en standen, live abonnementen, agenda’s, widgets en webhooks.',
  'page.view.standings': 'Stand van {name}',
  'page.view.leaders': 'Topspelers van {name}',
  'page.view.bracket': 'Schema van {name}',
  'page.view.fixtures': 'Programma van {name}',
  'share.standingsDescription': 'De stand van {name}, uit elke gespeelde wedstrijd.',
  'share.leadersDescription':
    'De ranglijsten van {name}: {sport, select, cricket {meeste runs, meeste wickets, beste strike rates en economy} football {topscorers, assists en kaarten} other {de beste spelers}}.',
  'share.bracketDescription':
    'Het knock-outschema van {name}: elke ronde tot de finale, met de scores zodra ze gespeeld worden.',
  'share.fixturesDescription':
    'Elke wedstrijd en uitslag van {name}, ronde na ronde, met data en aanvangstijden in AST.',
  'share.standingsImageAlt': 'Stand van {name}: de top van de ranglijst',
  'share.tournamentImageAlt': '{name}: data en gespeelde wedstrijden',
  'share.dates': '{start} tot {end}',
  'share.teamDescription':
    '{team}, {sport, select, football {een voetbalteam} cricket {een cricketteam} other {een team}} van {club}: selectie, wedstrijden en uitslagen.',
  'share.teamDescriptionAtGround':
    '{team}, {sport, select, football {een voetbalteam} cricket {een cricketteam} other {een team}} van {club}: selectie, wedstrijden en uitslagen, in {ground}.',
  'share.playerDescription': '{player}, {team}: carrièrecijfers en elke gespeelde wedstrijd.',
  'share.playerDescriptionWithRole': '{player}, {role}, {team}: carrièrecijfers en elke gespeelde wedstrijd.',
  'share.competitionDescription': '{name}: elk seizoen en de kampioen, de eeuwige ranglijst en de records.',
  'share.matchTitle': '{home} tegen {away}',
  'share.matchState': '{status}: {score}',
  'share.matchImageAlt': '{title}: {score}',
  'share.unplayed': '{home} tegen {away}',
  'share.tbd': 'Nog niet bekend',
  'share.venueTbd': 'Locatie nog niet bekend',
  'share.dateTbd': 'Datum nog niet bekend',

  'card.tournament': 'TOERNOOI',
  'card.standings': 'STAND',
  'card.vs': 'tegen',
  'card.live': '{count} live',
  'card.played': '{count} gespeeld',
  'card.toCome': '{count} te gaan',
  'card.sport': '{sport, select, cricket {Cricket} football {Voetbal} other {Punten}}',
  'card.playedColumn': 'G',
  'card.pointsColumn': 'Pnt',
  'card.noMatches': 'Nog geen wedstrijden gespeeld',
  'card.teams': '{count, plural, one {# team} other {# teams}}',

  'feed.summary': '{home} tegen {away}',
  'feed.summaryWithStatus': '{home} tegen {away} ({status})',
  'feed.result': 'Uitslag: {score}.',
  'feed.round': '{tournament}, ronde {round}.',
  'feed.tournament': '{tournament}.',
  'feed.tournamentName': 'Wedstrijden van {name}',
  'feed.tournamentDescription': 'Elke wedstrijd van {name} op Pitchside.',
  'feed.teamName': 'Wedstrijden van {name}',
  'feed.teamDescription': 'Elke wedstrijd van {name} op Pitchside.',
};

export const nl: Record<GeneratedTextId, string> = { ...core, ...cricketNl, ...footballNl };
