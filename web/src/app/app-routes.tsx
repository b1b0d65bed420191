import { Component, Suspense, use, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { isPageDataHandle, type PageAddress, type PageData } from './page-data';

/**
 * The route table (`router.tsx`) rendered by react-router's component API (`useRoutes` under a
 * `BrowserRouter` or a `StaticRouter`) instead of its data router: the site reads its data through
 * Apollo, not loaders, and the data router was more than half of the router's code on every page (33 KiB
 * gzip with it, 15 without). What the table used of it is done here: a route's `lazy` code loaded on
 * demand, and its `errorElement` shown when the page under it fails (its code cannot load, or it throws).
 */

type LoadedRoute = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

const loaded = new WeakMap<RouteObject, LoadedRoute>();
/** Loads under way or failed, with the navigation (location key) that last asked. */
const loading = new WeakMap<RouteObject, { promise: Promise<LoadedRoute>; failed: boolean; asker: string }>();

/**
 * A route's lazy module, asked for once. A load that failed fails again for the navigation that asked
 * (so its error screen shows, instead of React asking forever) and is tried afresh by the next one.
 */
function loadRoute(route: RouteObject, asker = ''): Promise<LoadedRoute> {
  const known = loading.get(route);
  if (known && (!known.failed || known.asker === asker)) return known.promise;
  if (typeof route.lazy !== 'function') return Promise.resolve({});
  const attempt = {
    asker,
    failed: false,
    promise: route.lazy().then(
      (module) => {
        loaded.set(route, module);
        return module;
      },
      (error: unknown) => {
        attempt.failed = true;
        throw error;
      },
    ),
  };
  loading.set(route, attempt);
  return attempt.promise;
}

/** A route whose code loads on demand: renders at once when it has loaded, else suspends until it has. */
function LazyRoute({ route }: { route: RouteObject }) {
  const { key } = useLocation();
  const module = loaded.get(route) ?? use(loadRoute(route, key));
  if (module.Component) return <module.Component />;
  return module.element ?? <Outlet />;
}

type BoundaryProps = { fallback: ReactNode; locationKey: string; children: ReactNode };
type BoundaryState = { failed: boolean; key: string };

/** A route's `errorElement` in place of what failed under it, until the visitor goes to another page. */
class RouteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, key: this.props.locationKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.locationKey === state.key) return null;
    return { failed: false, key: props.locationKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback;
  }
}

function WithErrorScreen({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <RouteBoundary fallback={fallback} locationKey={key}>
      {children}
    </RouteBoundary>
  );
}

/** The table as `useRoutes` takes it: each route's element, its lazy code and its error screen in it. */
function elementRoutes(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const content = typeof route.lazy === 'function' ? <LazyRoute route={route} /> : route.element;
    const element = route.errorElement ? (
      <WithErrorScreen fallback={route.errorElement}>{content ?? <Outlet />}</WithErrorScreen>
    ) : (
      content
    );
    const children = route.children ? elementRoutes(route.children) : undefined;
    return route.index ? { index: true, path: route.path, element } : { path: route.path, element, children };
  });
}

const converted = new WeakMap<RouteObject[], RouteObject[]>();

/**
 * The page the address shows. A page whose code has not loaded suspends: navigating, the router's
 * transition keeps the page shown until the next one can render. `rendersAfresh`: a page the browser
 * renders itself (not one the server rendered) shows nothing until then. A page the server rendered, and
 * the browser hydrates, has its matched routes' code loaded first (`loadMatchedRoutes`) and no boundary:
 * one would split hydration in two, the page's content hydrated after the app counts as started.
 */
export function AppRoutes({ table, rendersAfresh = false }: { table: RouteObject[]; rendersAfresh?: boolean }) {
  const routes = <RoutesOf table={table} />;
  return rendersAfresh ? <Suspense fallback={null}>{routes}</Suspense> : routes;
}

function RoutesOf({ table }: { table: RouteObject[] }) {
  let routes = converted.get(table);
  if (!routes) {
    routes = elementRoutes(table);
    converted.set(table, routes);
  }
  return useRoutes(routes);
}

/** The routes a URL matches, with their lazy code loaded: what the server renders and the browser hydrates. */
export async function loadMatchedRoutes(
  table: RouteObject[],
  url: { pathname: string },
): Promise<{ route: RouteObject; params: PageAddress['params'] }[]> {
  const matches = matchRoutes(table, url.pathname) ?? [];
  await Promise.all(matches.map(({ route }) => loadRoute(route)));
  return matches.map(({ route, params }) => ({ route, params }));
}

/** Every route's lazy code, loaded at once (the server's warm-up: entry-server.tsx `warmUp`). */
export async function loadAllRoutes(table: RouteObject[]): Promise<void> {
  const every = (route: RouteObject): RouteObject[] => [route, ...(route.children ?? []).flatMap(every)];
  await Promise.all(table.flatMap(every).map((route) => loadRoute(route)));
}

/** The page data a matched route names: its own handle's, or its lazy module's. */
export function pageDataOf(route: RouteObject): PageData | null {
  const handle: unknown = route.handle ?? loaded.get(route)?.handle;
  return isPageDataHandle(handle) ? handle.pageData : null;
}
