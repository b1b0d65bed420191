import type { TestProject } from 'vitest/node';
import { provideDatabaseTemplates } from './database-templates.js';

/** The server suite's files each start from a migrated copy (tests/support/database.ts). */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return provideDatabaseTemplates(project, ['migrated']);
}
