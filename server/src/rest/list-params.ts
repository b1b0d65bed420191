import type { Request } from 'express';
import { MatchStatus } from '../modules/matches/match.entity.js';
import { decodeMatchCursor, MatchSort } from '../modules/matches/match-cursor.js';
import { MAX_PAGE_SIZE } from '../modules/public/public.inputs.js';
import { OperationError } from './execute.js';

/**
 * The query string of a public REST route, read strictly: a parameter the route does not take, one given
 * twice or a value it cannot use answers 400 `{ "error": ..., "fields": { <parameter>: ... } }`, never a
 * silently wider answer.
 */
export class QueryParams {
  private readonly values = new Map<string, string>();

  constructor(
    req: Request,
    readonly allowed: readonly string[],
  ) {
    for (const [name, value] of Object.entries(req.query)) {
      // `_` is the cache-buster some widget libraries add (jQuery's cache: false): harmless, so ignored.
      if (name === '_') continue;
      if (!allowed.includes(name)) {
        const takes = allowed.length ? `This route takes ${allowed.join(', ')}.` : 'This route takes none.';
        throw badParameter(name, `Unknown query parameter "${name}". ${takes}`);
      }
      if (typeof value !== 'string') throw badParameter(name, `Give "${name}" once, as plain text.`);
      // An empty value reads as absent, as it always has (`?limit=`).
      if (value !== '') this.values.set(name, value);
    }
  }

  string(name: string): string | undefined {
    return this.values.get(name);
  }

  /** A positive id, such as team_id. */
  id(name: string): number | undefined {
    const raw = this.values.get(name);
    if (raw === undefined) return undefined;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1)
      throw badParameter(name, `"${name}" must be a positive whole number.`);
    return Number(raw);
  }

  /** `limit`: 1 to the one page-size ceiling every list shares. */
  limit(): number | undefined {
    const raw = this.values.get('limit');
    if (raw === undefined) return undefined;
    const value = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= 1 && value <= MAX_PAGE_SIZE)) {
      throw badParameter('limit', `"limit" must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
    }
    return value;
  }

  /** `cursor`: one this API gave out (the `X-Next-Cursor` header or the `next` link). */
  cursor(): string | undefined {
    const raw = this.values.get('cursor');
    if (raw !== undefined && !decodeMatchCursor(raw)) {
      throw badParameter('cursor', '"cursor" is not a cursor this API gave out: use the X-Next-Cursor header.');
    }
    return raw;
  }

  /** `sort`: date_asc (soonest first) or date_desc (newest first). */
  sort(): MatchSort | undefined {
    const raw = this.values.get('sort');
    if (raw === undefined) return undefined;
    const sort = { date_asc: MatchSort.DATE_ASC, date_desc: MatchSort.DATE_DESC }[raw.toLowerCase()];
    if (!sort) throw badParameter('sort', '"sort" must be date_asc or date_desc.');
    return sort;
  }

  /** `status`: one state or several, comma-separated. */
  statuses(): MatchStatus[] | undefined {
    const raw = this.values.get('status');
    if (raw === undefined) return undefined;
    const known = Object.values(MatchStatus) as string[];
    const statuses = raw.split(',').map((part) => part.trim());
    const unknown = statuses.find((status) => !known.includes(status));
    if (unknown !== undefined) {
      throw badParameter(
        'status',
        `"status" takes ${known.join(', ')} (comma-separated); "${unknown}" is none of them.`,
      );
    }
    return statuses as MatchStatus[];
  }

  /** One of an enum's values, such as a sport. */
  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const raw = this.values.get(name);
    if (raw === undefined) return undefined;
    if (!values.includes(raw as T)) throw badParameter(name, `"${name}" must be one of ${values.join(', ')}.`);
    return raw as T;
  }

  /**
   * `from` and `to`: an ISO 8601 date or moment. A date alone is a whole UTC day, so `to=2026-11-30`
   * includes that day's matches.
   */
  dateRange(): { from?: string; to?: string } {
    const from = this.moment('from', 'start');
    const to = this.moment('to', 'end');
    if (from && to && from > to) throw badParameter('to', '"to" must not be before "from".');
    return { from: from?.toISOString(), to: to?.toISOString() };
  }

  private moment(name: 'from' | 'to', edge: 'start' | 'end'): Date | undefined {
    const raw = this.values.get(name);
    if (raw === undefined) return undefined;
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
    const moment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw);
    const date = dateOnly ? new Date(`${raw}T00:00:00.000Z`) : moment ? new Date(raw) : new Date(NaN);
    if (Number.isNaN(date.getTime()) || (dateOnly && date.toISOString().slice(0, 10) !== raw)) {
      throw badParameter(name, `"${name}" must be an ISO 8601 date (2026-11-30) or moment (2026-11-30T18:00:00Z).`);
    }
    if (dateOnly && edge === 'end') date.setUTCHours(23, 59, 59, 999);
    return date;
  }
}

export function badParameter(name: string, message: string): OperationError {
  return new OperationError(400, message, {
    message,
    extensions: { code: 'BAD_USER_INPUT', fields: { [name]: message } },
  });
}

/** Variables without the absent ones, so an argument's own default applies. */
export function definedOnly(variables: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== undefined));
}

type Page = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

/**
 * The paging headers of a page: `Link: <...>; rel="next"` (RFC 8288, the same query with the next cursor),
 * `X-Next-Cursor` when more follow, and `X-Total-Count` across every page.
 */
export function pageHeaders(page: Page, req: Request): Record<string, string> {
  const headers: Record<string, string> = { 'X-Total-Count': String(page.totalCount) };
  const next = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  if (next) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(req.query)) {
      if (typeof value === 'string' && name !== 'cursor' && name !== '_') query.set(name, value);
    }
    query.set('cursor', next);
    headers['X-Next-Cursor'] = next;
    headers.Link = `<${req.originalUrl.split('?')[0]}?${query.toString()}>; rel="next"`;
  }
  return headers;
}
