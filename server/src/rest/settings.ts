import type { FastifyInstance } from 'fastify';
import { referenceSettings } from '../services/settings/settings.ts';

/**
 * `GET /api/settings`: the public rules (product-decisions "Endpoints the spec leaves unnamed"),
 * the same settings the request's context carries and the GraphQL `settings` field answers, with
 * the reference platform's field names besides ours.
 */
export function registerSettingsRoutes(api: FastifyInstance): void {
  api.get('/api/settings', async (request) => referenceSettings(request.ctx.settings));
}
