import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  createTemporaryLicence,
  deleteLicence,
  deleteTemporaryLicence,
  MAX_LICENCE_BYTES,
  PayloadTooLargeError,
  readLicence,
  replaceLicence,
} from '../services/licences/licences.ts';
import { requireOwner, requirePerson } from '../services/guards.ts';
import { acceptMultipart, readMultipartFile } from './multipart.ts';
import { parse, sendError } from './http.ts';
import { logRefusal } from '../logger.ts';

/**
 * The licence paths of the spec (product-spec "REST endpoints"), multipart field `file`, answering
 * the stored file name as a JSON string as the reference does; deletes answer 200. Guards run
 * before the body is read. The licence itself is served privately by `GET /api/license/{userId}`
 * (owner, admin, or a supplier with a booking of that driver), never under /cdn.
 */
export async function registerLicenceRoutes(api: FastifyInstance): Promise<void> {
  // This plugin's scope only: no other /api route accepts multipart.
  acceptMultipart(api);

  const IdParams = z.object({ id: z.string().max(100) });
  const NameParams = z.object({ name: z.string().max(100) });

  /** Too large: 413 with the service's message (GraphQL would answer it BAD_USER_INPUT). */
  const refuse = (reply: FastifyReply, err: unknown) =>
    err instanceof PayloadTooLargeError
      ? (logRefusal(reply.request.log, { status: 413, code: 'PAYLOAD_TOO_LARGE', message: err.message }), reply.code(413).send({ error: 'PAYLOAD_TOO_LARGE', message: err.message }))
      : sendError(reply, err);
  const fileName = (reply: FastifyReply, name: string) => reply.type('application/json; charset=utf-8').send(JSON.stringify(name));

  api.post('/api/create-license', async (request, reply) => {
    try {
      requirePerson(request.ctx);
      const file = await readMultipartFile(request, 'file', MAX_LICENCE_BYTES);
      return fileName(reply, (await createTemporaryLicence(request.ctx, file)).name);
    } catch (err) {
      return refuse(reply, err);
    }
  });

  api.post('/api/update-license/:id', async (request, reply) => {
    try {
      const { id } = parse(IdParams, request.params);
      requireOwner(request.ctx, id);
      const file = await readMultipartFile(request, 'file', MAX_LICENCE_BYTES);
      return fileName(reply, (await replaceLicence(request.ctx, id, file)).name);
    } catch (err) {
      return refuse(reply, err);
    }
  });

  api.post('/api/delete-license/:id', async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    await deleteLicence(request.ctx, id);
    return reply.code(200).send();
  });

  api.post('/api/delete-temp-license/:name', async (request, reply) => {
    const { name } = parse(NameParams, request.params);
    await deleteTemporaryLicence(request.ctx, name);
    return reply.code(200).send();
  });

  api.get('/api/license/:id', async (request, reply) => {
    const { id } = parse(IdParams, request.params);
    const file = await readLicence(request.ctx, id);
    return reply
      .type(file.mimeType)
      .header('content-length', String(file.size))
      .header('content-disposition', `inline; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}
