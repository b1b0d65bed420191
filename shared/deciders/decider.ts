/**
 * The shape every sport's laws take (the Decider): `decide` answers the events a command makes of the
 * match as it stands, or refuses it with a `RuleViolation` naming the input field at fault; `evolve`
 * answers the match after one event; `initialState` starts a match. A log is a fold of `evolve`.
 * Pure: no I/O, and neither function changes the state it is given.
 */
export type Decider<Config, State, Command, Event> = {
  initialState: (config: Config) => State;
  decide: (state: State, command: Command) => Event[];
  evolve: (state: State, event: Event) => State;
};

/** A refusal by a sport's rules; `field` is the input path at fault (e.g. `input.minute`), as the API names it. */
export class RuleViolation extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'RuleViolation';
  }
}
