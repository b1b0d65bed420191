/** The cricket texts the server writes (see ../en.ts): English. */
export const cricketEn = {
  // Ball-by-ball commentary: "3.2 Rabada to Shaw, FOUR". The pieces of a ball are joined with ", ".
  'cricket.commentary.ball': '{bowler} to {batter}, {what}',
  'cricket.commentary.freeHit': 'Free hit: {line}',
  'cricket.commentary.withReview': '{line}. {review}',
  'cricket.commentary.wides': '{count, plural, one {wide} other {# wides}}',
  'cricket.commentary.noBalls': '{count, plural, one {no ball} other {# no balls}}',
  'cricket.commentary.four': 'FOUR',
  'cricket.commentary.six': 'SIX',
  'cricket.commentary.runs': '{count, plural, one {# run} other {# runs}}',
  'cricket.commentary.byes': '{count, plural, one {# bye} other {# byes}}',
  'cricket.commentary.legByes': '{count, plural, one {# leg bye} other {# leg byes}}',
  'cricket.commentary.penaltyRuns': '{count, plural, one {# penalty run} other {# penalty runs}}',
  'cricket.commentary.out': 'OUT, {player} {how}',
  'cricket.commentary.leaves': '{player} {how}',
  'cricket.commentary.noRun': 'no run',

  // How a batter was out, as a scorecard prints it: the notation (c, b, lbw, st, c &, sub) is the same everywhere.
  'cricket.dismissal.bowled': 'b {bowler}',
  'cricket.dismissal.caught': 'c {fielder} b {bowler}',
  'cricket.dismissal.caughtAndBowled': 'c & b {bowler}',
  'cricket.dismissal.lbw': 'lbw b {bowler}',
  'cricket.dismissal.stumped': 'st {fielder} b {bowler}',
  'cricket.dismissal.hitWicket': 'hit wicket b {bowler}',
  'cricket.dismissal.runOut': 'run out',
  'cricket.dismissal.runOutBy': 'run out ({fielders})',
  'cricket.dismissal.substitute': 'sub ({fielder})',
  'cricket.dismissal.retiredHurt': 'retired hurt',
  'cricket.dismissal.retiredNotOut': 'retired not out',
  'cricket.dismissal.retiredOut': 'retired out',
  'cricket.dismissal.obstructingTheField': 'obstructing the field',
  'cricket.dismissal.handledTheBall': 'handled the ball',
  'cricket.dismissal.hitTheBallTwice': 'hit the ball twice',
  'cricket.dismissal.timedOut': 'timed out',

  // A wicket and the score when it fell: "1-23 (Shaw, 2.3 ov)".
  'cricket.fallOfWicket': '{wicket}-{runs} ({player}, {ball} ov)',

  // The toss.
  'cricket.toss.bat': '{team} won the toss and chose to bat',
  'cricket.toss.field': '{team} won the toss and chose to field',

  // A powerplay and what the batting side made in it: "Powerplay (overs 1-6): 52/1".
  'cricket.powerplay.line': '{label} ({span}): {runs}/{wickets}',
  'cricket.powerplay.mandatory': 'Powerplay',
  'cricket.powerplay.batting': 'Batting powerplay',
  'cricket.powerplay.fielding': 'Fielding powerplay',
  'cricket.powerplay.other': '{kind} powerplay',
  'cricket.powerplay.over': 'over {over}',
  'cricket.powerplay.overs': 'overs {from}-{to}',

  // A review (DRS): "Review (Shaw), umpire Dar: struck down, umpire's call, review retained".
  'cricket.review.line': 'Review{details}: {decision}',
  'cricket.review.batter': ' ({batter})',
  'cricket.review.umpire': ', umpire {umpire}',
  'cricket.review.upheld': 'upheld',
  'cricket.review.struckDown': 'struck down',
  'cricket.review.reviewed': 'reviewed',
  'cricket.review.retained': "{decision}, umpire's call, review retained",

  // A player brought into the match: "Impact player: A in for B".
  'cricket.replacement.line': '{reason}: {playerIn} in for {playerOut}',
  'cricket.replacement.impactPlayer': 'Impact player',
  'cricket.replacement.concussionSubstitute': 'Concussion substitute',
  'cricket.replacement.covidReplacement': 'Covid replacement',
  'cricket.replacement.injurySubstitute': 'Injury substitute',

  // A player's line in one match, on their page: "45* (30), 2/24" or "2 goals, 1 assist" (football too).
  'cricket.playerMatch.batting': '{runs}{notOut, select, yes {*} other {}} ({balls})',
  'cricket.playerMatch.bowling': '{wickets}/{runs}',
  'cricket.playerMatch.goals': '{count, plural, one {# goal} other {# goals}}',
  'cricket.playerMatch.assists': '{count, plural, one {# assist} other {# assists}}',
  'cricket.playerMatch.yellowCards': '{count, plural, one {# yellow card} other {# yellow cards}}',
  'cricket.playerMatch.redCards': '{count, plural, one {# red card} other {# red cards}}',
} as const;

export type CricketTextId = keyof typeof cricketEn;
