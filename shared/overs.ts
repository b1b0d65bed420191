/** Revised overs are written as cricket overs: "16.3" is 16 overs and 3 balls. */
export function oversNotationBalls(overs: number, ballsPerOver: number): number | null {
  const whole = Math.trunc(overs);
  const extra = Math.round((overs - whole) * 10);
  if (extra >= ballsPerOver) return null;
  return whole * ballsPerOver + extra;
}
