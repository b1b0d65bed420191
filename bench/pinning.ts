// Issue 51's decision 3: latency figures with the load generator pinned to one CPU and the server to the other
// (taskset), and unpinned, both reported.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** The runs a `--pinning` choice asks for (true: pinned), pinned ones left out where the machine cannot pin. */
export function pinningModes(choice: string): boolean[] {
  if (!['both', 'pinned', 'unpinned'].includes(choice)) throw new Error('--pinning: both, pinned or unpinned');
  const canPin = availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0;
  if (!canPin) console.log('Pinning needs two CPUs and taskset: unpinned only.');
  return (choice === 'both' ? [true, false] : [choice === 'pinned']).filter((pinned) => canPin || !pinned);
}

/** Sets a process's CPUs, every thread of it (taskset -a); quiet when taskset is missing. */
export function pin(pid: number | undefined, cpus: string): void {
  if (pid === undefined) return;
  spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/** Pinned: this process (the load generator) on CPU 0 and the servers on CPU 1; unpinned: all on both. */
export function pinRun(pinned: boolean, servers: readonly (number | undefined)[]): void {
  pin(process.pid, pinned ? '0' : '0-1');
  for (const pid of servers) pin(pid, pinned ? '1' : '0-1');
}
