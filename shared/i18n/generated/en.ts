/**
 * The texts the server writes itself, in English: result lines, round names, share previews, calendar
 * entries. es.ts, fr.ts and nl.ts have exactly these ids (the compiler checks), and
 * tests/web/i18n-catalogues.test.ts checks they ask for the same placeholders. Names people typed go in
 * as values, never into a message.
 */
import { cricketEn } from './cricket/en.js';
import { footballEn } from './football/en.js';

const core = {
  // A cricket match's result, as the scorecard prints it.
  'result.noResult': 'no result',
  'result.wonByWickets': '{winner} won by {wickets, plural, one {# wicket} other {# wickets}}',
  'result.wonByRuns': '{winner} won by {runs, plural, one {# run} other {# runs}}',
  'result.ballsLeft': '{result} ({balls, plural, one {# ball} other {# balls}} left)',
  'result.method': '{result} ({method} method)',
  'result.tied': 'Match tied',
  'result.superOver': '{winner} won the super over',

  // Rounds and bracket slots the site names itself (an organiser's own names are kept as typed).
  'round.final': 'Final',
  'round.semiFinal': 'Semi-final',
  'round.quarterFinal': 'Quarter-final',
  'round.roundOf': 'Round of {teams}',
  'round.thirdPlace': 'Third-place play-off',
  'round.qualifier': 'Qualifier {number}',
  'round.eliminator': 'Eliminator',
  'round.matchday': 'Matchday {number}',
  'round.replay': '{round} (replay)',
  'round.inGroup': '{round}, matchday {number}',
  'round.number': 'Round {number}',
  'round.match': 'Match',
  'round.numbered': '{round} {number}',
  'slot.winnerOf': 'Winner {from}',
  'slot.loserOf': 'Loser {from}',
  'slot.bye': 'Bye',
  'slot.winner': 'Winner',
  'slot.runnerUp': 'Runner-up',
  'slot.place': '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place',

  // A match's state, as previews, cards and calendars label it.
  // How a level match was settled, as stored with the result.
  'decided.penalties': '{winner}-{loser} on penalties',
  'decided.onPenalties': 'on penalties',
  'decided.extraTime': 'after extra time',
  'decided.superOver': 'after a super over',

  'status.scheduled': 'UPCOMING',
  'status.in_progress': 'LIVE',
  'status.completed': 'FINAL',
  'status.cancelled': 'CANCELLED',
  'status.postponed': 'POSTPONED',

  // Page titles and share previews.
  'page.home': 'Live scores, fixtures and standings',
  'page.browse': 'Browse tournaments',
  'page.developers': 'API',
  'page.homeDescription':
    'Pitchside: Caribbean football, cricket and more. Live scores, fixtures, results and standings of every published tournament.',
  'page.browseDescription':
    'Every published tournament on Pitchside by sport and format, with its dates, venue, and live matches.',
  'page.developersDescription':
    'The Pitchside public API: GraphQL and REST reads of fixtures, results and standings, live subscriptions, feeds, widgets and webhooks.',
  'page.view.standings': '{name} standings',
  'page.view.leaders': '{name} leaders',
  'page.view.bracket': '{name} bracket',
  'page.view.fixtures': '{name} fixtures',
  'share.standingsDescription': 'The table of {name}, from every completed match.',
  'share.leadersDescription':
    'The leaderboards of {name}: {sport, select, cricket {most runs, most wickets, best strike rates and economy} football {top scorers, assists and cards} other {its leading players}}.',
  'share.bracketDescription':
    'The knockout bracket of {name}: every round to the final, with scores as they are played.',
  'share.fixturesDescription':
    'Every fixture and result of {name}, round by round, with dates and kick-off times in AST.',
  'share.standingsImageAlt': '{name} standings: the top of the table',
  'share.tournamentImageAlt': '{name}: dates and matches played',
  'share.dates': '{start} to {end}',
  'share.teamDescription':
    '{team}, {sport, select, football {a football team} cricket {a cricket team} other {a team}} of {club}: squad, fixtures and results.',
  'share.teamDescriptionAtGround':
    '{team}, {sport, select, football {a football team} cricket {a cricket team} other {a team}} of {club}: squad, fixtures and results, at {ground}.',
  'share.playerDescription': '{player}, {team}: career figures and every match played.',
  'share.playerDescriptionWithRole': '{player}, {role}, {team}: career figures and every match played.',
  'share.competitionDescription': '{name}: every season and its champion, the all-time table and the records.',
  'share.matchTitle': '{home} vs {away}',
  'share.matchState': '{status}: {score}',
  'share.matchImageAlt': '{title}: {score}',
  'share.unplayed': '{home} v {away}',
  'share.tbd': 'TBD',
  'share.venueTbd': 'Venue TBD',
  'share.dateTbd': 'Date TBD',

  // The pictures a pasted link previews with.
  'card.tournament': 'TOURNAMENT',
  'card.standings': 'STANDINGS',
  'card.vs': 'vs',
  'card.live': '{count} live',
  'card.played': '{count} played',
  'card.toCome': '{count} to come',
  'card.sport': '{sport, select, cricket {Cricket} football {Football} other {Points}}',
  'card.playedColumn': 'P',
  'card.pointsColumn': 'Pts',
  'card.noMatches': 'No matches played yet',
  'card.teams': '{count, plural, one {# team} other {# teams}}',

  // Calendar feeds.
  'feed.summary': '{home} vs {away}',
  'feed.summaryWithStatus': '{home} vs {away} ({status})',
  'feed.result': 'Result: {score}.',
  'feed.round': '{tournament}, round {round}.',
  'feed.tournament': '{tournament}.',
  'feed.tournamentName': '{name} fixtures',
  'feed.tournamentDescription': 'Every fixture of {name} on Pitchside.',
  'feed.teamName': '{name} fixtures',
  'feed.teamDescription': 'Every fixture of {name} on Pitchside.',
} as const;

/** Every text: the site's own (above), and the cricket and football match texts (./cricket, ./football). */
export const en = { ...core, ...cricketEn, ...footballEn } as const;

export type GeneratedTextId = keyof typeof en;
export type CoreTextId = keyof typeof core;
