// A pretend scorer for made-up matches: it names the batters (team initial + number in), sends who the
// state says is at the crease, and keeps the log.
import type {
  DeliveryInput,
  MatchConfig,
  CricketEvent,
  PlayerKey,
} from '../../../../server/src/modules/matches/cricket/delivery.js';
import {
  applyEvent,
  currentInnings,
  evolveDelivery,
  initialState,
  validateDelivery,
  type MatchState,
} from '../../../../server/src/modules/matches/cricket/innings-state.js';

export type Ball =
  | number
  | (Partial<Omit<DeliveryInput, 'innings' | 'bowler' | 'wickets'>> & {
      out?: string;
      fielders?: PlayerKey[];
      playerOut?: PlayerKey;
    });

export class Scorer {
  state: MatchState;
  readonly events: CricketEvent[] = [];

  constructor(readonly config: MatchConfig) {
    this.state = initialState(config);
  }

  /** The next delivery as a scorer at the ground would send it. */
  input(innings: number, bowler: PlayerKey, ball: Ball): DeliveryInput {
    const spec = typeof ball === 'number' ? { runs: ball } : ball;
    const open = currentInnings(this.state);
    const current = open?.number === innings && !open.closed ? open : null;
    const team = current?.battingTeam ?? spec.battingTeam ?? this.nextBattingTeam(innings);
    const fresh = (taken: PlayerKey[]) => {
      for (let n = 1; ; n += 1) {
        const name = `${team[0]}${n}`;
        if (!taken.includes(name) && !current?.absentHurt.includes(name)) return name;
      }
    };
    const seen = [...(current?.batted ?? [])];
    const batter = spec.batter ?? current?.striker ?? fresh(seen);
    const nonStriker = spec.nonStriker ?? current?.nonStriker ?? fresh([...seen, batter]);
    const { out, fielders, playerOut, ...rest } = spec;
    return {
      innings,
      bowler,
      batter,
      nonStriker,
      runs: 0,
      ...rest,
      ...(out ? { wickets: [{ kind: out, playerOut: playerOut ?? batter, fielders: fielders ?? [] }] } : {}),
    };
  }

  private nextBattingTeam(innings: number): string {
    const previous = this.state.innings[innings - 2];
    if (!previous) return this.config.battingFirst ?? this.config.teams[0];
    if (innings % 2 === 1) return previous.battingTeam;
    return this.config.teams.find((team) => team !== previous.battingTeam) as string;
  }

  bowl(innings: number, bowler: PlayerKey, ...balls: Ball[]): this {
    for (const ball of balls) {
      const { delivery, innings: open } = validateDelivery(this.state, this.input(innings, bowler, ball));
      this.state = evolveDelivery(this.state, open, delivery);
      this.events.push(delivery);
    }
    return this;
  }

  /** Whole overs of the same ball, bowlers taking turns. */
  overs(innings: number, count: number, ball: Ball, bowlers: PlayerKey[] = ['X', 'Y']): this {
    for (let over = 0; over < count; over += 1) {
      this.bowl(innings, bowlers[over % bowlers.length], ...Array<Ball>(6).fill(ball));
    }
    return this;
  }

  event(event: CricketEvent): this {
    this.state = applyEvent(this.state, event);
    this.events.push(event);
    return this;
  }
}
