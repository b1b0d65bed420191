import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { MatchStatus } from '../../../server/src/modules/matches/match.entity.js';
import { ordered, useListedMatches, type RestMatch, type Row, type Sort } from './listed-matches.js';

describe('public lists over REST: filters, sorts and cursors', () => {
  const { rows, ids, base, get, walkRest, where, plays } = useListedMatches();

  it('answers only the asked team’s upcoming matches, and pages them', async () => {
    const expected = ordered(
      where((row) => row.status === MatchStatus.scheduled && plays(ids.rovers)(row)),
      'DATE_ASC',
    );
    const { status, body, headers } = await get<RestMatch[]>(
      `/api/public/matches/upcoming?team_id=${ids.rovers}&limit=50`,
    );
    expect(status).toBe(200);
    expect(body.map((row) => row.id)).toEqual(expected);
    for (const row of body) expect([row.home_team_id, row.away_team_id]).toContain(ids.rovers);
    expect(headers.get('x-total-count')).toBe(String(expected.length));
    expect(headers.get('link')).toBeNull();
  });

  it('answers one scheduled match of a tournament and a cursor to the next', async () => {
    const scheduled = ordered(
      where((row) => row.tournament === ids.league && row.status === MatchStatus.scheduled),
      'DATE_ASC',
    );
    const first = await get<RestMatch[]>(`/api/public/tournaments/${ids.league}/matches?status=scheduled&limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.map((row) => row.id)).toEqual(scheduled.slice(0, 1));
    expect(first.body[0].status).toBe('scheduled');
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toEqual(expect.any(String));
    expect(first.headers.get('link')).toBe(
      `</api/public/tournaments/${ids.league}/matches?status=scheduled&limit=1&cursor=${cursor}>; rel="next"`,
    );
    expect(first.headers.get('x-total-count')).toBe(String(scheduled.length));
    const walked = await walkRest(`/api/public/tournaments/${ids.league}/matches?status=scheduled&limit=1`);
    expect(walked.ids).toEqual(scheduled);
  });

  it('walks every list with limit and cursor, in either sort, without repeats or gaps', async () => {
    const cases: [string, Row[], Sort][] = [
      ['/api/public/matches/recent?limit=2', where((row) => row.status === MatchStatus.completed), 'DATE_DESC'],
      [
        '/api/public/matches/recent?limit=2&sort=date_asc',
        where((row) => row.status === MatchStatus.completed),
        'DATE_ASC',
      ],
      ['/api/public/matches/upcoming?limit=3', where((row) => row.status === MatchStatus.scheduled), 'DATE_ASC'],
      [
        '/api/public/matches/upcoming?limit=3&sort=date_desc',
        where((row) => row.status === MatchStatus.scheduled),
        'DATE_DESC',
      ],
      ['/api/public/matches/live?limit=1', where((row) => row.status === MatchStatus.in_progress), 'DATE_ASC'],
      [
        `/api/public/tournaments/${ids.league}/matches?limit=4`,
        where((row) => row.tournament === ids.league),
        'DATE_ASC',
      ],
      [
        `/api/public/tournaments/${ids.league}/matches?limit=4&sort=date_desc`,
        where((row) => row.tournament === ids.league),
        'DATE_DESC',
      ],
      [
        `/api/public/matches/recent?limit=1&tournament_id=${ids.cup}`,
        where((row) => row.tournament === ids.cup && row.status === MatchStatus.completed),
        'DATE_DESC',
      ],
    ];
    for (const [path, expected, sort] of cases) {
      const walked = await walkRest(path);
      expect(walked.ids, path).toEqual(ordered(expected, sort));
      expect(new Set(walked.totals), path).toEqual(new Set([String(expected.length)]));
    }
  });

  it('filters by team, status and from/to dates (a date alone is the whole day)', async () => {
    const from = addDays(base, 1);
    const to = addDays(base, 3);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const inRange = (row: Row) =>
      row.date !== null && row.date >= from && row.date.getTime() <= to.getTime() + 86_400_000 - 1;
    const { body } = await get<RestMatch[]>(
      `/api/public/tournaments/${ids.league}/matches?team_id=${ids.coral}&status=scheduled,in_progress&from=${day(from)}&to=${day(to)}`,
    );
    expect(body.map((row) => row.id)).toEqual(
      ordered(
        where(
          (row) =>
            row.tournament === ids.league &&
            plays(ids.coral)(row) &&
            ['scheduled', 'in_progress'].includes(row.status) &&
            inRange(row),
        ),
        'DATE_ASC',
      ),
    );
    expect(body.length).toBeGreaterThan(0);
    const moment = await get<RestMatch[]>(`/api/public/matches/recent?from=${from.toISOString()}`);
    expect(moment.body.map((row) => row.id)).toEqual(
      ordered(
        where((row) => row.status === MatchStatus.completed && row.date !== null && row.date >= from),
        'DATE_DESC',
      ),
    );
  });

  it('answers 400 naming an unknown parameter or a bad value, on every public route', async () => {
    const lists = [
      '/api/public/matches/recent',
      '/api/public/matches/upcoming',
      '/api/public/matches/live',
      `/api/public/tournaments/${ids.league}/matches`,
    ];
    const bad: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['cursor=not-ours', 'cursor'],
      ['sort=sideways', 'sort'],
      ['team_id=abc', 'team_id'],
      ['from=yesterday', 'from'],
      ['to=2031-02-30', 'to'],
      ['from=2031-05-03&to=2031-05-01', 'to'],
      ['team_id=1&team_id=2', 'team_id'],
      ['page=2', 'page'],
    ];
    for (const list of lists) {
      for (const [query, parameter] of bad) {
        const { status, body } = await get<{ error: string; fields: Record<string, string> }>(`${list}?${query}`);
        expect(status, `${list}?${query}`).toBe(400);
        expect(body.error, `${list}?${query}`).toContain(`"${parameter}"`);
        expect(Object.keys(body.fields)).toEqual([parameter]);
      }
    }
    // The state lists fix their own status; the tournament's list takes it.
    expect((await get('/api/public/matches/upcoming?status=completed')).status).toBe(400);
    expect((await get(`/api/public/tournaments/${ids.league}/matches?status=finished`)).status).toBe(400);
    expect((await get('/api/public/matches/recent?tournament_id=x')).status).toBe(400);
    for (const path of [
      '/api/public/tournaments?kind=cup',
      '/api/public/tournaments?sport=curling',
      `/api/public/tournaments/${ids.league}?expand=matches`,
      `/api/public/tournaments/${ids.league}/standings?limit=2`,
      `/api/public/matches/${rows[0].id}?fields=id`,
    ]) {
      const { status, body } = await get<{ error: string }>(path);
      expect(status, path).toBe(400);
      expect(body.error, path).toMatch(/"(kind|sport|expand|limit|fields)"/);
    }
    // Still a 404 for a tournament nobody may see, paged or not.
    expect((await get(`/api/public/tournaments/${ids.draft}/matches?limit=2`)).status).toBe(404);
    expect((await get(`/api/public/matches/upcoming?tournament_id=${ids.draft}`)).status).toBe(404);
  });
});
