import type { FastifyInstance } from 'fastify';
import type { SessionDeps } from '../http/session.ts';
import { registerAccountRoutes } from './accounts.ts';
import { registerLocationRoutes } from './locations.ts';
import { registerCatalogRoutes } from './catalog.ts';
import { registerSettingsRoutes } from './settings.ts';

/** The /api shim: same services as GraphQL, answering in the reference platform's shapes. */
export function registerRest(app: FastifyInstance, deps: SessionDeps): void {
  registerLocationRoutes(app, deps.prisma);
  registerAccountRoutes(app, deps);
  registerCatalogRoutes(app, deps.prisma, deps.env);
  registerSettingsRoutes(app, deps.env);
}
