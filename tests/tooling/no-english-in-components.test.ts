import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue 54: every word a person reads comes from the catalogues (web/src/i18n/messages). A component that
// writes English into its markup, or into an attribute people read (a label, a title), shows it in every
// language; this finds such text in the app's components.

const WEB = path.resolve(__dirname, '../../web/src');
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

/** Text the same in every language: the site's name, paths of the API, an example address. */
const THE_SAME_EVERYWHERE = new Set([
  'Pitchside',
  'Pitchside ↗',
  '/graphql',
  '/api/public/…',
  '/tournament/',
  '/fixtures.ics',
  '{id}',
  'https://example.com/pitchside',
]);

function components(): string[] {
  return readdirSync(WEB, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.startsWith(`gql${path.sep}`))
    .map((file) => path.join(WEB, file));
}

/** Each run of words in a component's markup and read attributes, with where it is. */
function wordsIn(file: string): { at: string; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { at: string; text: string }[] = [];
  const at = (node: ts.Node) =>
    `${path.relative(WEB, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}{2}/u.test(node.text)) found.push({ at: at(node), text: node.text.trim() });
    // {'Words'} or {`Words`} as a child of an element.
    if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      /\p{L}{2}/u.test(node.expression.text)
    ) {
      found.push({ at: at(node), text: node.expression.text });
    }
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}{2}/u.test(node.initializer.text)
    ) {
      found.push({ at: at(node), text: node.initializer.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the web app’s components', () => {
  it('write no words of their own: every text a person reads comes from the catalogues', () => {
    const files = components();
    // The walk reads the app, not an empty folder.
    expect(files.length).toBeGreaterThan(100);
    const words = files.flatMap(wordsIn);
    expect(words.filter(({ text }) => text === 'Pitchside').length).toBeGreaterThan(0);
    expect(words.filter(({ text }) => !THE_SAME_EVERYWHERE.has(text))).toEqual([]);
  });
});
