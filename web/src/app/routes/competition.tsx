import type { RouteObject } from 'react-router-dom';

/** Fixtures and live scoring, in the signed-in layout. */
export const competitionRoutes: RouteObject[] = [];
