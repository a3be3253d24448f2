import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../db/prisma.ts';
import { listLocations } from '../services/locations/locations.ts';
import { sendError } from './http.ts';

/** Location paths of the REST shim, in the reference platform's shapes (`_id`, localized `name`). */
export function registerLocationRoutes(app: FastifyInstance, prisma: PrismaClient): void {
  app.get<{ Params: { language: string } }>('/api/locations-with-position/:language', async (request, reply) => {
    try {
      const locations = await listLocations(prisma, request.params.language);
      return locations.map((l) => ({
        _id: l.id,
        name: l.name,
        latitude: l.latitude.toNumber(),
        longitude: l.longitude.toNumber(),
        image: l.image,
      }));
    } catch (err) {
      return sendError(reply, err);
    }
  });
}
