/** The football texts the server writes (see ../en.ts): English. */
export const footballEn = {
  // The match centre's timeline, one line a moment: {minute} is "23'" or "90+3'", names as typed.
  'football.timeline.goal': '{minute} GOAL! {player}',
  'football.timeline.penaltyGoal': '{minute} GOAL! {player} (pen)',
  'football.timeline.ownGoal': '{minute} GOAL! {player} (og)',
  'football.timeline.assist': '{goal}, assist {player}',
  'football.timeline.yellowCard': '{minute} Yellow card: {player}',
  'football.timeline.secondYellow': '{minute} Second yellow, sent off: {player}',
  'football.timeline.redCard': '{minute} Red card: {player}',
  'football.timeline.substitution': '{minute} Substitution: {playerOn} on for {playerOff}',
  'football.timeline.missedPenalty': '{minute} Penalty missed: {player}',

  // A scorers' line, "Messi 23' (pen), 108'": each goal's minute, then the player and the minutes.
  'football.scorer.penalty': '{minute} (pen)',
  'football.scorer.ownGoal': '{minute} (og)',
  'football.scorer.line': '{player} {minutes}',

  // The statistics' lines, as FotMob labels them.
  'football.stat.POSSESSION': 'Ball possession',
  'football.stat.SHOTS': 'Total shots',
  'football.stat.SHOTS_ON_TARGET': 'Shots on target',
  'football.stat.CORNERS': 'Corners',
  'football.stat.FOULS': 'Fouls',
  'football.stat.OFFSIDES': 'Offsides',
} as const;

export type FootballTextId = keyof typeof footballEn;
