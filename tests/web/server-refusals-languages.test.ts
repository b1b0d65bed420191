import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import englishValidation from '../../web/src/i18n/messages/en/validation.json';

// The API speaks English; the web app shows a refusal in the page's language when its English matches a template
// of validation.json (web/src/i18n/localize-message.ts). This test reads the code of the server and of the shared
// deciders (which the scoring pads also run), finds every message their refusals carry, and asks that each one has
// its template: a refusal added without one would show in English on a page in Spanish, French or Dutch.

const ROOT = path.resolve(__dirname, '../..');
const SOURCES = ['server/src', 'shared'];

/**
 * The error classes whose message never reaches a person in the web app, and why. Every other class of the
 * sources that extends Error (found in the code, not listed by hand) is checked.
 */
const CLASSES_NOT_SHOWN: Record<string, string> = {
  // GET /api/oembed answers other sites' embed tools; the web app never calls it.
  OEmbedError: 'oEmbed parameter errors, REST only',
  // The REST adapter's error carries a GraphQL error's message as it came: checked where that message is made.
  OperationError: 'passes on a message made elsewhere',
  // The users CLI (npm run users) prints it in a terminal.
  UsageError: 'CLI usage errors',
  // Stops the server at startup on a bad environment variable: logged, before any page exists.
  ConfigError: 'config errors at startup',
  // A refused sign-in is logged; the sign-in callback page (AuthCallbackRoute) says its own translated words.
  SignInError: 'sign-in refusals, logged and never shown',
  // Ends a live subscription whose socket stopped reading; the web app's pushes drop subscription errors
  // (features/live/usePushes.ts: the page's poll covers what it missed).
  SubscriberFellBehind: 'a stalled subscription ended, never shown',
  // The same for a watcher in a broadcast group whose socket held too much unread (graphql/broadcast-groups.ts).
  WatcherFellBehind: 'a stalled subscription ended, never shown',
};

/**
 * Messages built at run time from others, by file and expression, and why none needs a template of its own. A
 * new one fails the test until the code says its text or it is listed here. With `file` and `property`, the
 * messages are the values of that property in that file, and are checked too.
 */
const MESSAGES_PASSED_ON: Record<string, string | { why: string; file: string; property: string }> = {
  'server/src/core/validation.ts: new InputError(fields)':
    'parseInput: a zod schema’s issues (shared/validation), recognised by localized-errors.test.tsx',
  'server/src/core/graphql/validation.ts: problem.message': {
    why: 'an argument with control characters, too long a text or an absurd date',
    file: 'server/src/core/graphql/validation.ts',
    property: 'message',
  },
  'server/src/modules/webhooks/webhooks.service.ts: problem': {
    why: 'a webhook address that is not public',
    file: 'server/src/modules/webhooks/webhook-address.ts',
    property: 'problem',
  },
  'server/src/modules/teams/teams.service.ts: misplaced':
    'positionRefusal (shared/validation/teams.ts), recognised by localized-errors.test.tsx',
  'server/src/modules/scheduling/scheduling.service.ts: Object.values(error.fields)[0]':
    'an InputError of checkWithinTournament under another field: read where it is made',
  'server/src/modules/season-io/season-import.service.ts: new InputError(Object.fromEntries(result.problems.map((probl…':
    'a season file’s problems, as its reader (season-csv.ts, season-json.ts) words them by row',
  'server/src/modules/season-io/season-import.service.ts: new InputError( Object.fromEntries( Object.entries(error.fie…':
    'an import step’s InputError with the file’s row or match in front: read where it is made',
  'server/src/modules/matches/cricket/cricsheet.ts: issue.message':
    'a Cricsheet file’s zod issue (zod’s own English, as "Invalid input: expected string")',
  'server/src/modules/matches/cricket/cricsheet.ts: error.message':
    'the RangeError of oversToBalls (laws.ts), the words of innings-state.ts’s "is not a number of overs"',
  'server/src/modules/matches/events/cricsheet-import.service.ts: error.message':
    'a CricsheetError as BAD_USER_INPUT: read where it is made',
  'server/src/modules/matches/events/match-event-log.service.ts: new InputError(fields)':
    'renamedFields: an InputError under the GraphQL input’s field names',
  'server/src/modules/matches/events/match-projection.ts: error.message':
    'asInputError: a RuleViolation as BAD_USER_INPUT, read where it is made',
  'server/src/modules/matches/events/result-outcome.ts: new InputError( Object.fromEntries( Object.entries(error.fie…':
    'underInput: an InputError under input.*',
  'server/src/modules/matches/events/result-outcome.ts: problem.message':
    'shootoutScoreProblem’s RuleViolation (shootout.ts), read where it is made',
  'server/src/modules/matches/football/football-result.ts: error.message':
    'a RuleViolation of the football decider under another field path',
};

/**
 * Messages with no template, and why: a template of placeholders alone would read any message as this one
 * (localized-errors.test.tsx, "reads each catalogue message as itself").
 */
const NO_TEMPLATE: Record<string, string> = {
  '${path}: ${error.message} (${error.field})':
    'a rule’s refusal (its own template) behind a Cricsheet file’s path and after it its field',
  '${fixture.ref}: ${error.fields.scheduledDate}': 'a scheduling refusal (its own template) behind a season file’s row',
};

/**
 * A `${…}` the code says in words the test cannot read (a call, a status), with every text it can have there:
 * each message is then checked as the server sends it, each with a template of its own.
 */
const HOLE_VALUES: Record<string, string[]> = {
  // football-state.ts's PERIOD_NAMES, capitalised.
  'capitalized(PERIOD_NAMES[period!])': [
    'The first half',
    'The second half',
    'The first half of extra time',
    'The second half of extra time',
    'The penalty shoot-out',
  ],
  // registration.service.ts's PAST_TENSES of the statuses that are not LIVE_ENTRY_STATUSES.
  'pastTense(registration.status)': ['rejected', 'withdrawn'],
  // scheduling.service.ts's STARTED statuses.
  "match.status.replace('_', ' ')": ['in progress', 'completed', 'cancelled'],
  // The statuses that are not slot-filling.ts's OPEN.
  'fed.status': ['in_progress', 'completed', 'cancelled'],
};

/**
 * Messages whose `${…}`s take a few known values, each message sent with a template of its own (the English words
 * inside translated with it): the messages the server sends instead of the pattern.
 */
const SENT_AS: Record<string, string[]> = {
  // sportName: 'cricket', 'football' or 'a points sport', never the tournament's own.
  'This team plays ${sportName(sport)}; the tournament is ${sportName(tournament.sport)}': [
    'This team plays cricket; the tournament is football',
    'This team plays cricket; the tournament is a points sport',
    'This team plays football; the tournament is cricket',
    'This team plays football; the tournament is a points sport',
    'This team plays a points sport; the tournament is cricket',
    'This team plays a points sport; the tournament is football',
  ],
  // SPORT_DECIDERS of each sport (shared/enums.ts), as the tournament form's schema says them.
  "A ${tournament.sport} match is settled by ${deciders.join(' or ')}": [
    'A football match is settled by EXTRA_TIME_AND_PENALTIES or PENALTIES or REPLAY',
    'A cricket match is settled by SUPER_OVER or REPLAY',
    'A points match is settled by REPLAY',
  ],
};

/** A `${…}` of a message: its expression between HOLE and HOLE_END (characters of no text's). */
const HOLE = '\uE000';
const HOLE_END = '\uE001';
const HOLES = /\uE000([^\uE001]*)\uE001/g;
/** Where a class puts its caller's message inside its own words. */
const MESSAGE = '\uE002';

type SourceFile = { name: string; source: ts.SourceFile };
type Refusal = { where: string; className: string; message: string };
type Unread = { key: string; where: string };
type Spec =
  /** The message is the constructor's argument at `index` (or its default), put in `wrap` where MESSAGE stands. */
  | { kind: 'message'; index: number; fallback: string | null; wrap: string }
  /** InputError: its argument maps each field at fault to its message. */
  | { kind: 'fields' }
  /** The class says its message itself, in its super call. */
  | { kind: 'fixed'; messages: string[]; where: string };

/** The files read, by name: a const may be imported from another one. */
const FILES = new Map<string, SourceFile>();

function readSources(): SourceFile[] {
  const files = SOURCES.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => {
        const name = path.join(folder, file).split(path.sep).join('/');
        const text = readFileSync(path.join(ROOT, name), 'utf8');
        return { name, source: ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true) };
      }),
  );
  for (const file of files) FILES.set(file.name, file);
  return files;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const whereOf = (file: SourceFile, node: ts.Node) =>
  `${file.name}:${file.source.getLineAndCharacterOfPosition(node.getStart(file.source)).line + 1}`;

const sourceOf = (file: SourceFile, node: ts.Node) => node.getText(file.source).replace(/\s+/g, ' ');

const hole = (file: SourceFile, expression: ts.Expression) => HOLE + sourceOf(file, expression) + HOLE_END;

/** How MESSAGES_PASSED_ON names an expression: its file and its first words. */
const keyOf = (file: SourceFile, node: ts.Node) => {
  const text = sourceOf(file, node);
  return `${file.name}: ${text.length > 60 ? `${text.slice(0, 60)}…` : text}`;
};

/** The value of the `const` an identifier names, as the scopes around it declare it or an import brings it. */
function constValue(identifier: ts.Identifier): ts.Expression | null {
  const name = identifier.text;
  for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope) && scope.parameters.some((param) => param.name.getText() === name)) return null;
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    const found = declaredConst(scope, name);
    if (found !== undefined) return found;
    if (ts.isSourceFile(scope)) return importedConst(scope, name);
  }
  return null;
}

/** The value of a const the block declares; undefined when it declares none of this name. */
function declaredConst(scope: ts.Block | ts.SourceFile, name: string): ts.Expression | null | undefined {
  for (const statement of scope.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    const found = statement.declarationList.declarations.find(
      (declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name,
    );
    if (found) return found.initializer ?? null;
  }
  return undefined;
}

/** A const another file of the sources exports under this name, imported by its own name. */
function importedConst(source: ts.SourceFile, name: string): ts.Expression | null {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    if (!bindings.elements.some((element) => element.name.text === name && !element.propertyName)) continue;
    const target = path.posix.join(path.posix.dirname(source.fileName), statement.moduleSpecifier.text);
    const file = FILES.get(target.replace(/\.js$/, '.ts'));
    return file ? (declaredConst(file.source, name) ?? null) : null;
  }
  return null;
}

const unwrapped = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ||
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isNonNullExpression(node)
    ? unwrapped(node.expression)
    : node;

/** The object literal of strings a const names (a table of words), if it is one. */
function constTable(node: ts.Expression): ts.ObjectLiteralExpression | null {
  const value = ts.isIdentifier(node) ? constValue(node) : null;
  return value && ts.isObjectLiteralExpression(unwrapped(value))
    ? (unwrapped(value) as ts.ObjectLiteralExpression)
    : null;
}

/**
 * The texts an expression can have, each `${…}` a hole: a literal, a template, a const, both branches of a
 * condition, a sum, an entry of a const table of words. Null for anything else (a call, a parameter, a property).
 */
function textsOf(file: SourceFile, given: ts.Expression): string[] | null {
  const node = unwrapped(given);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return node.templateSpans.reduce(
      (texts, span) =>
        texts.flatMap((start) => spanTexts(file, span.expression).map((middle) => start + middle + span.literal.text)),
      [node.head.text],
    );
  }
  if (ts.isConditionalExpression(node)) {
    const yes = textsOf(file, node.whenTrue);
    const no = textsOf(file, node.whenFalse);
    return yes && no ? [...yes, ...no] : null;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = textsOf(file, node.left);
    const right = textsOf(file, node.right);
    return left && right ? left.flatMap((start) => right.map((end) => start + end)) : null;
  }
  if (ts.isIdentifier(node)) {
    const value = constValue(node);
    return value ? textsOf(file, value) : null;
  }
  const table =
    ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) ? constTable(node.expression) : null;
  if (table) {
    const key = ts.isPropertyAccessExpression(node) ? node.name.text : null;
    const entries = table.properties.filter(
      (property): property is ts.PropertyAssignment =>
        ts.isPropertyAssignment(property) && (key === null || property.name.getText() === key),
    );
    const texts = entries.map((entry) => textsOf(file, entry.initializer));
    return entries.length && texts.every((each) => each !== null) ? texts.flat() : null;
  }
  return null;
}

const HOLE_VALUES_USED = new Set<string>();

/** The texts a template's `${…}` can have: its words when the code says them all, else a hole. */
function spanTexts(file: SourceFile, given: ts.Expression): string[] {
  const node = unwrapped(given);
  const listed = HOLE_VALUES[sourceOf(file, node)];
  if (listed) {
    HOLE_VALUES_USED.add(sourceOf(file, node));
    return listed;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    return [...spanTexts(file, node.left), ...spanTexts(file, node.right)];
  }
  return textsOf(file, node) ?? [hole(file, node)];
}

type Classes = Map<string, { file: SourceFile; node: ts.ClassDeclaration }>;

/** Each class of the sources that extends another, by name. */
function classesOf(files: SourceFile[]): Classes {
  const classes: Classes = new Map();
  for (const file of files) {
    walk(file.source, (node) => {
      if (!ts.isClassDeclaration(node) || !node.name || !node.heritageClauses) return;
      if (classes.has(node.name.text)) throw new Error(`Two classes are named ${node.name.text}`);
      classes.set(node.name.text, { file, node });
    });
  }
  return classes;
}

const BUILT_IN_ERRORS = new Set(['Error', 'RangeError', 'TypeError']);

/** How a class takes its message, read from its constructor and its super call up to Error; null for a non-error. */
function specOf(name: string, classes: Classes): Spec | null {
  if (BUILT_IN_ERRORS.has(name)) return { kind: 'message', index: 0, fallback: null, wrap: MESSAGE };
  const found = classes.get(name);
  const parentName = found?.node.heritageClauses
    ?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
    ?.types[0]?.expression.getText(found.file.source);
  if (!found || !parentName) return null;
  const parent = specOf(parentName, classes);
  const constructor = found.node.members.find(ts.isConstructorDeclaration);
  if (!parent || !constructor) return parent;
  const { file } = found;
  const params = constructor.parameters.map((param) => param.name.getText(file.source));
  if (params.includes('fields')) return { kind: 'fields' };
  let call: ts.CallExpression | undefined;
  walk(constructor, (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) call = node;
  });
  if (!call || parent.kind !== 'message') throw new Error(`${name}: no message handed to ${parentName}`);
  const argument = call.arguments[parent.index];
  if (ts.isIdentifier(argument) && params.includes(argument.text)) {
    const param = constructor.parameters[params.indexOf(argument.text)];
    const fallback = param.initializer ? (textsOf(file, param.initializer)?.[0] ?? null) : null;
    return { kind: 'message', index: params.indexOf(argument.text), fallback, wrap: parent.wrap };
  }
  // `${path}: ${message}`: the caller's message inside the class's own words.
  if (ts.isTemplateExpression(argument) && params.includes('message')) {
    const own = argument.templateSpans.reduce(
      (text, span) =>
        text +
        (span.expression.getText(file.source) === 'message' ? MESSAGE : hole(file, span.expression)) +
        span.literal.text,
      argument.head.text,
    );
    if (own.includes(MESSAGE)) {
      return {
        kind: 'message',
        index: params.indexOf('message'),
        fallback: null,
        wrap: parent.wrap.replace(MESSAGE, own),
      };
    }
  }
  const messages = textsOf(file, argument);
  if (!messages) throw new Error(`${name}: its message cannot be read`);
  const where = whereOf(file, argument);
  return { kind: 'fixed', messages: messages.map((text) => parent.wrap.replace(MESSAGE, text)), where };
}

/** The function a parameter belongs to, by the name its callers use; null for one without a name. */
function functionNamed(identifier: ts.Identifier): { name: string; index: number; fallback?: ts.Expression } | null {
  for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
    if (!ts.isFunctionLike(scope)) continue;
    const index = scope.parameters.findIndex((param) => param.name.getText() === identifier.text);
    if (index < 0) continue;
    const holder = ts.isArrowFunction(scope) || ts.isFunctionExpression(scope) ? scope.parent : scope;
    const named =
      ts.isFunctionDeclaration(holder) || ts.isMethodDeclaration(holder) || ts.isVariableDeclaration(holder)
        ? holder.name
        : undefined;
    if (!named || !ts.isIdentifier(named)) return null;
    return { name: named.text, index, fallback: scope.parameters[index].initializer };
  }
  return null;
}

/** The calls of a function (or method) of this name across the sources. */
function callsOf(files: SourceFile[], name: string): { file: SourceFile; call: ts.CallExpression }[] {
  const calls: { file: SourceFile; call: ts.CallExpression }[] = [];
  for (const file of files) {
    walk(file.source, (node) => {
      if (!ts.isCallExpression(node)) return;
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      if (ts.isIdentifier(callee) && callee.text === name) calls.push({ file, call: node });
    });
  }
  return calls;
}

/** Every message the sources' refusals carry, the ones built in a way the test cannot read, the classes checked. */
function refusals(): { found: Refusal[]; unread: Unread[]; checked: string[]; classes: Classes } {
  const files = readSources();
  const classes = classesOf(files);
  const specs = new Map<string, Spec>();
  for (const name of classes.keys()) {
    const spec = specOf(name, classes);
    if (spec && !(name in CLASSES_NOT_SHOWN)) specs.set(name, spec);
  }
  const found: Refusal[] = [];
  const unread: Unread[] = [];
  for (const [className, spec] of specs) {
    if (spec.kind !== 'fixed') continue;
    for (const message of spec.messages) found.push({ where: spec.where, className, message });
  }
  const followed = new Set<string>();

  /** The message an expression gives: its texts, each branch of a condition, or what the callers hand a parameter. */
  const read = (file: SourceFile, expression: ts.Expression, wrap: string, className: string, where: string) => {
    const texts = textsOf(file, expression);
    if (texts) {
      for (const text of texts) found.push({ where, className, message: wrap.replace(MESSAGE, text) });
      return;
    }
    const node = unwrapped(expression);
    if (ts.isConditionalExpression(node)) {
      read(file, node.whenTrue, wrap, className, where);
      read(file, node.whenFalse, wrap, className, where);
      return;
    }
    const param = ts.isIdentifier(node) && !constValue(node) ? functionNamed(node) : null;
    const passedOn = MESSAGES_PASSED_ON[keyOf(file, node)];
    if (param && !passedOn) {
      // A helper taking the message (assertCanManageTournament's `message`): each caller's, and its default.
      if (followed.has(`${param.name}/${param.index}`)) return;
      followed.add(`${param.name}/${param.index}`);
      if (param.fallback) read(file, param.fallback, wrap, className, where);
      for (const { file: calling, call } of callsOf(files, param.name)) {
        const argument = call.arguments[param.index];
        if (argument) read(calling, argument, wrap, className, whereOf(calling, call));
      }
      return;
    }
    unread.push({ key: keyOf(file, node), where });
    // Messages made elsewhere, as the values of a property in another file (a webhook address's `problem`).
    if (passedOn && typeof passedOn !== 'string') {
      const from = FILES.get(passedOn.file)!;
      walk(from.source, (each) => {
        if (!ts.isPropertyAssignment(each) || each.name.getText() !== passedOn.property) return;
        if (each.initializer.kind === ts.SyntaxKind.NullKeyword) return;
        read(from, each.initializer, wrap, className, whereOf(from, each));
      });
    }
  };

  for (const file of files) {
    walk(file.source, (node) => {
      if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression)) return;
      const className = node.expression.text;
      const spec = specs.get(className);
      if (!spec || spec.kind === 'fixed') return;
      const where = whereOf(file, node);
      const args = node.arguments ?? [];
      if (spec.kind === 'fields') {
        const [fields] = args;
        if (!fields || !ts.isObjectLiteralExpression(fields)) {
          unread.push({ key: keyOf(file, node), where });
          return;
        }
        for (const property of fields.properties) {
          if (ts.isPropertyAssignment(property)) read(file, property.initializer, MESSAGE, className, where);
          else if (ts.isShorthandPropertyAssignment(property)) read(file, property.name, MESSAGE, className, where);
          else unread.push({ key: keyOf(file, property), where });
        }
        return;
      }
      const argument = args[spec.index];
      if (argument) read(file, argument, spec.wrap, className, where);
      else if (spec.fallback !== null)
        found.push({ where, className, message: spec.wrap.replace(MESSAGE, spec.fallback) });
    });
  }
  return { found, unread, checked: [...specs.keys()].sort(), classes };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as localize-message.ts reads it: its text, each placeholder any text; null for a plural or a tag. */
function patternOf(message: string): RegExp | null {
  let source = '';
  const plain = (elements: MessageFormatElement[]): boolean =>
    elements.every((element) => {
      if (element.type === TYPE.literal) source += escape(element.value);
      else if (element.type === TYPE.argument || element.type === TYPE.number) source += '(.+?)';
      else return false;
      return true;
    });
  return plain(parse(message)) ? new RegExp(`^${source}$`) : null;
}

const TEMPLATES = Object.values(englishValidation)
  .map(patternOf)
  .filter((pattern): pattern is RegExp => pattern !== null);

/** Values the API could put where a message has a `${…}`: a name people typed, a number. */
const SAMPLES = ['Keacy Carty', '7'];

/** The message as the code writes it, `${…}`s and all. */
const shown = (message: string) => message.replace(HOLES, '$${$1}');

/** True when a template of validation.json reads the message (or each message it is sent as). */
function recognised(message: string): boolean {
  const sent = SENT_AS[shown(message)];
  if (sent) return sent.every((each) => TEMPLATES.some((pattern) => pattern.test(each)));
  return SAMPLES.some((sample) => {
    const filled = message.replace(HOLES, sample);
    return TEMPLATES.some((pattern) => pattern.test(filled));
  });
}

describe('the server’s refusals in the page’s language', () => {
  const { found, unread, checked, classes } = refusals();

  it('reads the refusals of the server and of the shared deciders', () => {
    // The extractor really saw them: a change to how the classes are written would otherwise pass on nothing.
    expect(found.length).toBeGreaterThan(400);
    for (const name of ['InputError', 'RuleViolation', 'CricketRuleError', 'ConflictError', 'NotFoundError']) {
      expect(
        found.some((refusal) => refusal.className === name),
        name,
      ).toBe(true);
    }
    expect(checked).toContain('ForbiddenError');
    expect(checked).toContain('CricsheetError');
    // The exemptions name classes that still exist.
    for (const name of Object.keys(CLASSES_NOT_SHOWN)) expect(classes.has(name), name).toBe(true);
  });

  it('has an English template in validation.json for every message a refusal carries', () => {
    const unmatched = found
      .filter((refusal) => !(shown(refusal.message) in NO_TEMPLATE) && !recognised(refusal.message))
      .map((refusal) => `${refusal.where} ${refusal.className}: ${shown(refusal.message)}`);
    expect(unmatched).toEqual([]);
  });

  it('reads every message, or says why one built at run time needs no template', () => {
    const unlisted = unread
      .filter((each) => !(each.key in MESSAGES_PASSED_ON))
      .map((each) => `${each.where} ${each.key}`);
    expect(unlisted).toEqual([]);
    // Each one listed is still in the code, as are the values and messages listed above.
    const keys = new Set(unread.map((each) => each.key));
    expect(Object.keys(MESSAGES_PASSED_ON).filter((key) => !keys.has(key))).toEqual([]);
    const messages = new Set(found.map((refusal) => shown(refusal.message)));
    expect(Object.keys({ ...SENT_AS, ...NO_TEMPLATE }).filter((message) => !messages.has(message))).toEqual([]);
    expect(Object.keys(HOLE_VALUES).filter((hole) => !HOLE_VALUES_USED.has(hole))).toEqual([]);
  });
});
