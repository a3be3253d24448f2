import type { FastifyInstance } from 'fastify';
import type { SettingsEnv } from '../services/settings/settings.ts';
import { referenceSettings } from '../services/settings/settings.ts';

/**
 * `GET /api/settings`: the public rules (product-decisions "Endpoints the spec leaves unnamed"),
 * from the same settings service as the GraphQL `settings` field, with the reference platform's
 * field names besides ours.
 */
export function registerSettingsRoutes(app: FastifyInstance, env: SettingsEnv): void {
  app.get('/api/settings', async () => referenceSettings(env));
}
