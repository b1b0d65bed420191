import { matchPath } from 'react-router-dom';
import type { GeneratedTextId } from '../../../shared/i18n/generated-texts.js';

/** A kind of record a page is about: its id in the URL must exist (and be visible) or the page answers 404. */
export type PageRecordKind = 'tournament' | 'match' | 'team' | 'player' | 'competition';

/** A page that shows one part of its record: its title and description name that part. */
export type RecordView = 'standings' | 'leaders' | 'bracket' | 'fixtures';

/** The title and description of a page about no record (the home page, /browse), as texts written in each language. */
export type PageMeta = { title: GeneratedTextId; description: GeneratedTextId };

export type SpaRoute = {
  /** The pattern exactly as the client's route table writes it (web/src/app/routes/*.tsx). */
  path: string;
  /** The parameter naming the record the page shows; `view` when the page shows one part of it. */
  record?: { kind: PageRecordKind; param: string; view?: RecordView };
  /** A public page the server renders with its data for anonymous visitors (web/src/entry-server.tsx). */
  ssr?: boolean;
  /** A public page about no record: its own title and description (a record's page gets them from the record). */
  meta?: PageMeta;
  /**
   * The module the client's route loads lazily, as Vite's build manifest names it (relative to web/):
   * the page names its code in modulepreload links (route-chunks.ts). A test compares it with the import.
   */
  module?: string;
  /**
   * Rendered for visitors without the app: the page is the server's markup and styles, and only the
   * visitor's script (web/src/visitor) runs on it, for its buttons and what moves (`data-live-region`).
   * Its links lead to other rendered pages; signed-in people still get the app.
   */
  withoutApp?: boolean;
  /**
   * With `withoutApp`: a browser that follows teams or matches gets the app instead, hydrating the page (it
   * carries its Apollo state), because part of the page is its own (the landing page's Following section).
   */
  appForFollowers?: boolean;
};

/**
 * Every page of the single-page app, so the server can answer an unknown path with 404.
 * Keep it in step with the client's routes: a test compares the two and fails on any difference.
 * Signed-in pages other than /teams/:id are not looked up: what they show depends on who asks, and
 * a status would tell a stranger which ids exist.
 */
export const SPA_ROUTES: readonly SpaRoute[] = [
  // Public pages.
  {
    path: '/',
    module: 'src/features/home/HomeRoute.tsx',
    ssr: true,
    withoutApp: true,
    appForFollowers: true,
    meta: {
      title: 'page.home',
      description: 'page.homeDescription',
    },
  },
  {
    path: '/browse',
    module: 'src/routes/BrowseRoute.tsx',
    ssr: true,
    withoutApp: true,
    meta: {
      title: 'page.browse',
      description: 'page.browseDescription',
    },
  },
  {
    path: '/tournament/:id',
    module: 'src/features/tournaments/TournamentRoute.tsx',
    record: { kind: 'tournament', param: 'id' },
    ssr: true,
    withoutApp: true,
  },
  {
    path: '/match/:id',
    module: 'src/features/matches/MatchRoute.tsx',
    record: { kind: 'match', param: 'id' },
    ssr: true,
    withoutApp: true,
  },
  {
    path: '/standings/:tournamentId',
    module: 'src/features/standings/StandingsRoute.tsx',
    record: { kind: 'tournament', param: 'tournamentId', view: 'standings' },
    ssr: true,
    withoutApp: true,
  },
  {
    path: '/tournament/:id/leaders',
    module: 'src/features/stats/LeadersRoute.tsx',
    record: { kind: 'tournament', param: 'id', view: 'leaders' },
    ssr: true,
    withoutApp: true,
  },
  {
    path: '/tournament/:id/bracket',
    module: 'src/features/stages/BracketRoute.tsx',
    record: { kind: 'tournament', param: 'id', view: 'bracket' },
    ssr: true,
    withoutApp: true,
  },
  {
    path: '/tournament/:id/fixtures',
    module: 'src/features/fixtures/PublicFixturesRoute.tsx',
    record: { kind: 'tournament', param: 'id', view: 'fixtures' },
    ssr: true,
    withoutApp: true,
  },
  {
    path: '/team/:id',
    module: 'src/features/team/TeamRoute.tsx',
    record: { kind: 'team', param: 'id' },
    ssr: true,
    withoutApp: true,
  },
  {
    path: '/competition/:id',
    module: 'src/features/competitions/CompetitionRoute.tsx',
    record: { kind: 'competition', param: 'id' },
    ssr: true,
    withoutApp: true,
  },
  {
    path: '/player/:id',
    module: 'src/features/stats/PlayerRoute.tsx',
    record: { kind: 'player', param: 'id' },
    ssr: true,
    withoutApp: true,
  },
  {
    path: '/developers',
    module: 'src/features/developers/ApiDocsRoute.tsx',
    meta: {
      title: 'page.developers',
      description: 'page.developersDescription',
    },
  },
  // Widgets for other sites' <iframe>s (issue 18): no header or footer, and frameable (security-headers.ts).
  {
    path: '/embed/standings/:tournamentId',
    module: 'src/features/embeds/EmbedStandingsRoute.tsx',
    record: { kind: 'tournament', param: 'tournamentId', view: 'standings' },
    ssr: true,
  },
  {
    path: '/embed/match/:matchId',
    module: 'src/features/embeds/EmbedMatchRoute.tsx',
    record: { kind: 'match', param: 'matchId' },
    ssr: true,
  },
  {
    path: '/embed/fixtures/:tournamentId',
    module: 'src/features/embeds/EmbedFixturesRoute.tsx',
    record: { kind: 'tournament', param: 'tournamentId', view: 'fixtures' },
    ssr: true,
  },
  // Signing in.
  { path: '/auth/callback' },
  { path: '/select-role' },
  { path: '/pending-activation' },
  // Signed-in pages.
  { path: '/admin' },
  { path: '/admin/users' },
  { path: '/admin/users/:id' },
  { path: '/tournaments' },
  { path: '/tournaments/:id/manage' },
  { path: '/tournaments/:id/fixtures' },
  { path: '/tournaments/:id/schedule' },
  { path: '/matches/:id/score' },
  { path: '/clubs' },
  { path: '/teams' },
  { path: '/teams/:id', record: { kind: 'team', param: 'id' } },
  { path: '/my-teams' },
  { path: '/my-matches' },
];

export type RecordRef = { kind: PageRecordKind; id: number; view?: RecordView };

export type PageMatch = { route: SpaRoute; record: RecordRef | null };

/** Ids are serial integers; anything else cannot name a record. */
const RECORD_ID = /^\d{1,9}$/;

/** Dynamic segments in a pattern: react-router prefers the pattern with fewer (a static segment wins). */
function dynamicSegments(path: string): number {
  return path.split('/').filter((segment) => segment.startsWith(':') || segment === '*').length;
}

/**
 * The client's route for a path (matched with react-router's own matcher, as the browser will), and
 * the record it names; null for a path no page has, or an id no record can have.
 */
export function matchSpaRoute(pathname: string): PageMatch | null {
  let best: { route: SpaRoute; params: Record<string, string | undefined> } | null = null;
  for (const route of SPA_ROUTES) {
    const found = matchPath({ path: route.path, end: true }, pathname);
    if (found && (!best || dynamicSegments(route.path) < dynamicSegments(best.route.path))) {
      best = { route, params: found.params };
    }
  }
  if (!best) return null;
  const { route, params } = best;
  if (!route.record) return { route, record: null };
  const raw = params[route.record.param] ?? '';
  if (!RECORD_ID.test(raw)) return null;
  const { kind, view } = route.record;
  return { route, record: view ? { kind, id: Number(raw), view } : { kind, id: Number(raw) } };
}
