/**
 * The 2022 World Cup final (Lusail, 18 December 2022) as published: Argentina 3-3 France after extra
 * time, Argentina won 4-2 on penalties. Written by hand from the record, never from the code under test.
 * Argentina are the home side (listed first).
 */
export const PUBLISHED_FINAL = {
  teams: { home: 'Argentina', away: 'France' },
  score: { home: 3, away: 3 },
  scorerLines: {
    home: ["Messi 23' (pen), 108'", "Di María 36'"],
    away: ["Mbappé 80' (pen), 81', 118' (pen)"],
  },
  resultText: 'Argentina won 4-2 on penalties',
  standings: {
    homeGoals: 3,
    awayGoals: 3,
    winner: 'home',
    drawOnGoals: true,
    decidedByPenalties: true,
    homePenalties: 4,
    awayPenalties: 2,
  },
} as const;
