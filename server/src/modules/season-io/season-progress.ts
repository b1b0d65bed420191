import type { AppPubSub, SeasonImportProgressPayload } from '../../core/pubsub.js';

export const SEASON_IMPORT_PROGRESS = 'SEASON_IMPORT_PROGRESS';

/** At most this often while importing (the last step and the end are always sent). */
const EVERY_MS = 150;

/**
 * The progress of one import, published on the shared pub/sub (Redis between instances) under the key
 * the page chose, so the page's subscription hears it whichever instance runs the import. Nothing is
 * stored: the import is one transaction, and its rows are invisible to others until it commits.
 */
export class ImportProgress {
  private lastSent = 0;

  constructor(
    private readonly pubSub: AppPubSub,
    private readonly key: string | null,
    private readonly userId: number,
  ) {}

  phase(phase: 'VALIDATING' | 'IMPORTING', done: number, total: number): void {
    const now = Date.now();
    if (phase === 'IMPORTING' && done > 0 && done < total && now - this.lastSent < EVERY_MS) return;
    this.lastSent = now;
    this.send({ phase, done, total, message: null, errors: [] });
  }

  finish(phase: 'DONE' | 'FAILED', done: number, message: string | null, errors: string[]): void {
    this.send({ phase, done, total: done, message, errors: errors.slice(0, 100) });
  }

  private send(progress: Omit<SeasonImportProgressPayload, 'progressKey' | 'userId'>): void {
    if (!this.key) return;
    this.pubSub.publish(SEASON_IMPORT_PROGRESS, { progressKey: this.key, userId: this.userId, ...progress });
  }
}
