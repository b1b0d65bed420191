import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 51: a visitor's page fetches the catalogue of what visitors see (web/src/i18n/messages/<lang>/*.json);
// what only a signed-in person sees (messages/<lang>/signed-in/*.json) comes with the code of those pages,
// through withSignedInMessages. This walks the app's imports from its entries, as the bundler does, except into
// code loaded through withSignedInMessages, and fails on a message id of the signed-in catalogue met on the way:
// a visitor's page would show that id instead of its text.

const ROOT = path.resolve(__dirname, '../..');
const WEB = path.join(ROOT, 'web/src');
const MESSAGES = path.join(WEB, 'i18n/messages/en');
const SIGNED_IN = path.join(MESSAGES, 'signed-in');
const ENTRIES = [path.join(WEB, 'main.tsx'), path.join(WEB, 'entry-server.tsx')];
/** Catalogue loaders and generated documents: they hold no message ids of their own. */
const NOT_WALKED = [path.join(WEB, 'i18n/catalogues'), path.join(WEB, 'gql')];
const LOADER = 'withSignedInMessages';

function areaIds(folder: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const area = file.replace(/\.json$/, '');
    for (const id of Object.keys(JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as object)) {
      ids.set(id, area);
    }
  }
  return ids;
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

type Use = { id: string; at: string };

/** The files a visitor's page may run, and every string in them that could name a message. */
function publicReach(): { files: Set<string>; uses: Use[]; deferred: string[] } {
  const files = new Set<string>();
  const uses: Use[] = [];
  const deferred: string[] = [];
  const queue = [...ENTRIES];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file) || NOT_WALKED.some((folder) => file.startsWith(folder))) continue;
    files.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const at = (node: ts.Node) =>
      `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const follow = (specifier: string) => {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === LOADER) {
        deferred.push(at(node));
        return;
      }
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        if (ts.isStringLiteral(node.moduleSpecifier)) follow(node.moduleSpecifier.text);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [specifier] = node.arguments;
        if (specifier && ts.isStringLiteralLike(specifier)) follow(specifier.text);
      } else if (ts.isStringLiteralLike(node)) {
        uses.push({ id: node.text, at: at(node) });
      } else if (ts.isTemplateExpression(node)) {
        // `scheduling.status.${status}`: every id under that prefix.
        uses.push({ id: `${node.head.text}*`, at: at(node) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { files, uses, deferred };
}

describe('the catalogue a visitor’s page fetches', () => {
  const signedInIds = areaIds(SIGNED_IN);
  const publicIds = areaIds(MESSAGES);
  const reach = publicReach();

  it('holds every message the code of a visitor’s pages can ask for', () => {
    // The walk reaches the pages (the tournament, the match, the standings) and stops at the signed-in ones.
    const reached = [...reach.files].map((file) => path.relative(WEB, file));
    expect(reached).toEqual(
      expect.arrayContaining([
        'features/tournaments/TournamentRoute.tsx',
        'features/matches/MatchRoute.tsx',
        'features/standings/StandingsRoute.tsx',
      ]),
    );
    expect(reached).not.toContain('routes/ScoreMatchRoute.tsx');
    expect(reach.deferred.length).toBeGreaterThan(5);
    expect(publicIds.size).toBeGreaterThan(500);
    expect(signedInIds.size).toBeGreaterThan(200);

    const misplaced = reach.uses.flatMap(({ id, at }) => {
      const matched = id.endsWith('*')
        ? [...signedInIds.keys()].filter((known) => id.length > 2 && known.startsWith(id.slice(0, -1)))
        : signedInIds.has(id)
          ? [id]
          : [];
      return matched.map((known) => `${at} ${known} (signed-in/${signedInIds.get(known)}.json)`);
    });
    expect(misplaced).toEqual([]);
  });

  it('and the signed-in catalogue holds only ids the visitor’s one lacks', () => {
    expect([...signedInIds.keys()].filter((id) => publicIds.has(id))).toEqual([]);
  });
});
