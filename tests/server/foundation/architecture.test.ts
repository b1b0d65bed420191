import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

function describeViolation(violation: IViolation): string {
  const path = violation.cycle?.length
    ? [violation.from, ...violation.cycle.map((step) => step.name)].join(' -> ')
    : `${violation.from} -> ${violation.to}`;
  return `${violation.rule.name}: ${path}`;
}

async function cruiseServer(): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const reported = await cruise(['server/src'], { ...options, validate: true }, undefined, {
    tsConfig: extractTSConfig('tsconfig.json'),
  });
  return reported.output as ICruiseResult;
}

// The layers of ARCHITECTURE.md, as .dependency-cruiser.cjs states them.
describe('server architecture', () => {
  it('has no cycles, keeps infrastructure below the domains and the domains in their order', async () => {
    const result = await cruiseServer();
    // The cruise really saw the code: the rules are not passing on an empty graph.
    expect(result.summary.totalCruised).toBeGreaterThan(80);
    expect(result.modules.some((module) => module.source === 'server/src/modules/teams/teams.service.ts')).toBe(true);

    expect(result.summary.violations.map(describeViolation)).toEqual([]);
  }, 60_000);
});
