// Decider specs as given events / when command / then events or a refusal, in the style of Emmett's
// DeciderSpecification: the log before (undo and replace entries included) is folded with the decider's
// own evolve through the one undo rule, the command is decided against it, and the answer is checked.
import { expect } from 'vitest';
import { RuleViolation, type Decider } from '../../../shared/deciders/decider.js';
import { REPLACE, UNDO, storedInForce } from '../../../shared/deciders/log.js';

type Logged = { kind: string; payload: object };
/** An undo (voids the latest event in force) or a replace (voids all of them), as the log stores them. */
export type VoidingEntry =
  { kind: typeof UNDO; payload: { voids?: number } } | { kind: typeof REPLACE; payload: object };

export const undo: VoidingEntry = { kind: UNDO, payload: {} };
export const replace: VoidingEntry = { kind: REPLACE, payload: { source: 'cricsheet' } };

const isVoiding = (entry: Logged): entry is VoidingEntry => entry.kind === UNDO || entry.kind === REPLACE;

export function specFor<Config, State, Command, Event extends Logged>(
  decider: Decider<Config, State, Command, Event>,
  config: Config,
) {
  /** The state the log leaves, folded through the one undo rule. */
  const stateOf = (log: readonly (Event | VoidingEntry)[]): State =>
    storedInForce<Event | VoidingEntry>(log)
      .filter((entry): entry is Event => !isVoiding(entry))
      .reduce(decider.evolve, decider.initialState(config));

  return {
    stateOf,
    given(...log: (Event | VoidingEntry)[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(stateOf(log), command);
          return {
            /** The command decides exactly these events (not `then`: the chain must not be a thenable). */
            thenEvents(expected: Event[]): void {
              expect(run()).toEqual(expected);
            },
            /** The events it decides leave the match in a state `check` accepts. */
            thenState(check: (state: State, events: Event[]) => void): void {
              const events = run();
              check(events.reduce(decider.evolve, stateOf(log)), events);
            },
            /** The laws refuse it, naming the field and giving the reason the pad shows. */
            thenRefuses(field: string, message: string | RegExp): void {
              let error: unknown;
              try {
                run();
              } catch (caught) {
                error = caught;
              }
              expect(error, 'the command was accepted').toBeInstanceOf(RuleViolation);
              const violation = error as RuleViolation;
              expect(violation.field).toBe(field);
              if (typeof message === 'string') expect(violation.message).toBe(message);
              else expect(violation.message).toMatch(message);
            },
          };
        },
      };
    },
  };
}
