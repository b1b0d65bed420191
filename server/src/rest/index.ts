import { publicRoutes } from './public-routes.js';
import { tournamentRoutes, type RestRoute } from './routes.js';
import { managementRoutes } from './management-routes.js';
import { userRoutes } from './user-routes.js';

// Each domain adds its route table here.
export const restRoutes: RestRoute[] = [...userRoutes, ...tournamentRoutes, ...managementRoutes, ...publicRoutes];
