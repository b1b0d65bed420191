import { raw } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { BuiltStatements, isPlainData } from '../../../server/src/db/built-statements.js';
import { PUBLIC_MATCH } from '../../../server/src/modules/common/policy.js';

describe('statements built before are not built again', () => {
  /** What an ORM's metadata is to the app: the schema the statements were built for. */
  const schema = {};

  it('knows plain data from what could print alike and build differently', () => {
    expect(isPlainData({ $and: [PUBLIC_MATCH, { status: 'completed' }, { homeTeam: { $in: [1, 2] } }] })).toBe(true);
    expect(isPlainData({ orderBy: [{ scheduledDate: 'asc nulls last' }], limit: null })).toBe(true);
    expect(isPlainData({ scheduledDate: { $lt: new Date(0) } })).toBe(false);
    expect(isPlainData({ id: raw('1') })).toBe(false);
    expect(isPlainData({ id: undefined })).toBe(false);
    expect(isPlainData({ id: Number.NaN })).toBe(false);
    expect(isPlainData([1, new Map()])).toBe(false);
  });

  it('builds once per input, and every time for an input that is not plain', () => {
    const statements = new BuiltStatements();
    let builds = 0;
    const build = (sql: string) => () => {
      builds += 1;
      return sql;
    };
    expect(statements.statement(schema, { status: 'live', limit: 2 }, build('live 2'))).toBe('live 2');
    expect(statements.statement(schema, { status: 'live', limit: 2 }, build('other'))).toBe('live 2');
    expect(statements.statement(schema, { status: 'live', limit: 3 }, build('live 3'))).toBe('live 3');
    expect(builds).toBe(2);
    const dated = { after: new Date(0) };
    expect(statements.statement(schema, dated, build('dated'))).toBe('dated');
    expect(statements.statement(schema, dated, build('dated again'))).toBe('dated again');
    expect(builds).toBe(4);
    expect(statements.size(schema)).toBe(2);
  });

  it('keeps the statements of each schema apart', () => {
    const statements = new BuiltStatements();
    const other = {};
    statements.statement(schema, { n: 1 }, () => 'for this schema');
    expect(statements.statement(other, { n: 1 }, () => 'for the other')).toBe('for the other');
    expect(statements.statement(schema, { n: 1 }, () => 'not built')).toBe('for this schema');
  });

  it('keeps at most its capacity, the oldest going first', () => {
    const statements = new BuiltStatements(2);
    statements.statement(schema, { n: 1 }, () => 'one');
    statements.statement(schema, { n: 2 }, () => 'two');
    statements.statement(schema, { n: 3 }, () => 'three');
    expect(statements.size(schema)).toBe(2);
    expect(statements.statement(schema, { n: 1 }, () => 'one, built again')).toBe('one, built again');
    expect(statements.statement(schema, { n: 3 }, () => 'not built')).toBe('three');
  });
});
