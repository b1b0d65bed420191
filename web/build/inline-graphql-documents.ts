import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import {
  Kind,
  parse,
  visit,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
} from 'graphql';
import type { Plugin } from 'vite';

/** A codegen `graphql(`...`)` call; codegen forbids interpolation, so a backtick ends the document. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function withoutLocations<T extends ASTNode>(node: T): T {
  return JSON.parse(JSON.stringify(node, (key, value: unknown) => (key === 'loc' ? undefined : value))) as T;
}

function fragmentsSpreadIn(definition: DefinitionNode): string[] {
  const names: string[] = [];
  visit(definition, {
    FragmentSpread(node) {
      names.push(node.name.value);
    },
  });
  return names;
}

/**
 * The codegen client preset's `graphql()` looks documents up in one map holding every operation of the
 * app, so every route downloaded every document (admin mutations included). The preset's Babel plugin
 * fixes that, but the React plugin compiles without Babel; this does the same job at build time: each
 * call becomes its own document (with the fragments it spreads), living in the chunk of the code that
 * uses it. Types still come from the generated overloads.
 */
export function inlineGraphqlDocuments(sourceRoot: string): Plugin {
  const fragments = new Map<string, FragmentDefinitionNode>();

  const documentFor = (source: string): DocumentNode => {
    const own = parse(source).definitions;
    const included = new Set(
      own.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : [])),
    );
    const definitions: DefinitionNode[] = [...own];
    const pending = own.flatMap(fragmentsSpreadIn);
    while (pending.length > 0) {
      const name = pending.shift()!;
      if (included.has(name)) continue;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`GraphQL fragment ${name} is not defined in ${sourceRoot}`);
      included.add(name);
      definitions.push(fragment);
      pending.push(...fragmentsSpreadIn(fragment));
    }
    return withoutLocations({ kind: Kind.DOCUMENT, definitions });
  };

  const generated = join(sourceRoot, 'gql') + sep;

  return {
    name: 'pitchside:inline-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      fragments.clear();
      for (const file of sourceFiles(sourceRoot)) {
        for (const [, source] of readFileSync(file, 'utf8').matchAll(GRAPHQL_CALL)) {
          for (const definition of parse(source).definitions) {
            if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
          }
        }
      }
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generated) || !code.includes('graphql(')) return null;
      let changed = false;
      const transformed = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        changed = true;
        return `JSON.parse(${JSON.stringify(JSON.stringify(documentFor(source)))})`;
      });
      return changed ? { code: transformed, map: null } : null;
    },
  };
}
