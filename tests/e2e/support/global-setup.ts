import type { TestProject } from 'vitest/node';
import { provideDatabaseTemplates } from '../../support/database-templates.js';

/** The browser suites start from a migrated copy (an empty site) or one holding the demo (startSite). */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return provideDatabaseTemplates(project, ['migrated', 'demo']);
}
