import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../db/prisma.ts';
import { registerLocationRoutes } from './locations.ts';

/** The /api shim: same services as GraphQL, answering in the reference platform's shapes. */
export function registerRest(app: FastifyInstance, prisma: PrismaClient): void {
  registerLocationRoutes(app, prisma);
}
