/**
 * An async function as an event handler, for props typed to return nothing (onClick, onSubmit, a row's
 * onActivate). React ignores what a handler returns, so the promise runs on its own: pass only functions
 * that catch and show their own errors, as every caller here does.
 */
export function asyncHandler<Args extends unknown[]>(
  run: (...args: Args) => Promise<unknown>,
): (...args: Args) => void {
  return (...args) => void run(...args);
}
