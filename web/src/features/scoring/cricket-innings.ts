import { MAIN_INNINGS_WICKETS, SUPER_OVER_WICKETS } from '../../../../shared/deciders/cricket/laws';
import { followInnings, type Ball } from './cricket-state';
import type { PadProps } from './pad-props';

/** The innings the next ball belongs to, and the side batting in it. */
export function nextInnings(props: PadProps, pending: Ball[], after?: number) {
  const { pad, match } = props;
  const home = pad.homeTeam!;
  const away = pad.awayTeam!;
  const other = (id: number) => (id === home.id ? away : home);
  const last = pad.innings.at(-1);
  const lastPending = pending.at(-1)?.innings ?? 0;
  const bpo = match.tournament.ballsPerOver;
  let number = last ? (last.closed ? last.number + 1 : last.number) : 1;
  number = Math.max(number, lastPending, after === undefined ? 0 : after + 1);
  const server = pad.innings.find((innings) => innings.number === number);
  const previous = pad.innings.find((innings) => innings.number === number - 1);
  // As the server decides: the other side bats second; the side that batted second opens a super over.
  const batting = server
    ? server.battingTeam
    : previous
      ? number % 2 === 0
        ? other(previous.battingTeam.id)
        : previous.battingTeam
      : null;
  const maxBalls = number >= 3 ? bpo : match.tournament.oversPerInnings * bpo;
  const maxWickets = number >= 3 ? SUPER_OVER_WICKETS : MAIN_INNINGS_WICKETS;
  return { number, batting, server, maxBalls, maxWickets, superOver: number >= 3 };
}

export type NextInnings = ReturnType<typeof nextInnings>;

/** The innings' runs, wickets and overs as the pad shows them, and the target if it is a chase. */
export function scoreLine(props: PadProps, innings: NextInnings, pending: Ball[]) {
  const bpo = props.match.tournament.ballsPerOver;
  const server = innings.server;
  const waiting = pending.filter((ball) => ball.innings === innings.number);
  const waitingCrease = followInnings(waiting, bpo);
  // The server's figures (penalty runs between balls included), plus the balls still on the phone.
  const runs = (server?.runs ?? 0) + waitingCrease.runs;
  const wickets = (server?.wickets ?? 0) + waitingCrease.wickets;
  const legal = (server?.legalBalls ?? 0) + waitingCrease.legalBalls;
  return {
    runs,
    wickets,
    allOut: server?.allOut ?? false,
    overs: `${Math.floor(legal / bpo)}.${legal % bpo}`,
    target: server?.target ?? null,
  };
}

export type ScoreLine = ReturnType<typeof scoreLine>;
