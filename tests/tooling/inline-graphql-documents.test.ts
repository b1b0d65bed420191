import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kind, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineGraphqlDocuments } from '../../web/build/inline-graphql-documents.js';

const CARD = `import { graphql } from '../gql';
export const CardFields = graphql(\`
  fragment CardFields on Match { id venue ...TeamNames }
\`);
export const TeamNames = graphql(\`
  fragment TeamNames on Match { homeTeam { name } awayTeam { name } }
\`);
`;
const PAGE = `import { graphql } from '../gql';
const PageQuery = graphql(\`
  query Page($id: Int!) { match(id: $id) { ...CardFields } }
\`);
export { PageQuery };
`;

type Hooks = {
  buildStart(this: unknown): void;
  transform(this: unknown, code: string, id: string): { code: string } | null;
};

/** The build step that gives each route its own GraphQL documents instead of codegen's map of all of them. */
describe('inlineGraphqlDocuments', () => {
  let root: string;
  let hooks: Hooks;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'pitchside-inline-'));
    await mkdir(path.join(root, 'features'));
    await writeFile(path.join(root, 'features', 'Card.tsx'), CARD);
    await writeFile(path.join(root, 'features', 'Page.tsx'), PAGE);
    hooks = inlineGraphqlDocuments(root) as unknown as Hooks;
    hooks.buildStart.call({});
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  const inlined = (code: string, id: string): DocumentNode[] => {
    const result = hooks.transform.call({}, code, id);
    expect(result).not.toBeNull();
    expect(result!.code).not.toContain('graphql(`');
    return [...result!.code.matchAll(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/g)].map(
      ([, literal]) => JSON.parse(JSON.parse(literal) as string) as DocumentNode,
    );
  };

  it('turns a query into its own document carrying every fragment it spreads, even from other files', () => {
    const [document] = inlined(PAGE, path.join(root, 'features', 'Page.tsx'));
    const names = document.definitions.map((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION
        ? definition.name?.value
        : definition.kind,
    );
    expect(names).toEqual(['Page', 'CardFields', 'TeamNames']);
    expect(JSON.stringify(document)).not.toContain('"loc"');
  });

  it('leaves codegen output and files without documents alone', () => {
    expect(hooks.transform.call({}, 'export const x = 1;', path.join(root, 'features', 'Plain.ts'))).toBeNull();
    expect(hooks.transform.call({}, PAGE, path.join(root, 'gql', 'gql.ts'))).toBeNull();
  });

  it('refuses a spread of a fragment nobody defines', () => {
    const broken = 'const Q = graphql(`query Q { match(id: 1) { ...Missing } }`);';
    expect(() => hooks.transform.call({}, broken, path.join(root, 'features', 'Broken.tsx'))).toThrow(/Missing/);
  });
});
