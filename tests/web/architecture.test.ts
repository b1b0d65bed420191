import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

// .dependency-cruiser.cjs states server/src's layers; the web has one rule, so it is stated here.
const WEB_OPTIONS: ICruiseOptions = {
  validate: true,
  ruleSet: {
    forbidden: [
      {
        name: 'no-circular',
        comment:
          'No cycles between any two files of web/src, type-only imports included: put what both need below them.',
        severity: 'error',
        from: { path: '^web/src' },
        to: { circular: true },
      },
    ],
  },
  includeOnly: '^web/src',
  doNotFollow: { path: 'node_modules' },
  // A cycle through types is still a cycle in the design (the pads' PadProps was one).
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'web/tsconfig.json' },
};

/** A circle as a reader follows it: the file, each import in turn, and back to the file. */
const describeCycle = (violation: IViolation) =>
  [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' -> ');

describe('web architecture', () => {
  it('has no import circle in web/src', async () => {
    const reported = await cruise(['web/src'], WEB_OPTIONS, undefined, {
      tsConfig: extractTSConfig('web/tsconfig.json'),
    });
    const result = reported.output as ICruiseResult;
    // The cruise really saw the code and its imports, type-only ones included: the rule is not passing on an
    // empty graph or on one without the types' edges.
    expect(result.summary.totalCruised).toBeGreaterThan(150);
    const cricketPad = result.modules.find((module) => module.source === 'web/src/features/scoring/CricketPad.tsx');
    expect(cricketPad?.dependencies.map((dependency) => dependency.resolved)).toContain(
      'web/src/features/scoring/pad-props.ts',
    );

    expect(result.summary.violations.map(describeCycle)).toEqual([]);
  }, 60_000);
});
