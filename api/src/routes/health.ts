import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { startDatabaseProbe } from './database-probe';

/**
 * `/health`: is the API up and can it reach its database? 503 when it cannot. The database part
 * comes from a probe taken at most a second earlier (database-probe.ts), so the answer measures the
 * API itself and a busy database cannot make health checks time out.
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const probe = startDatabaseProbe(database);
  app.addHook('onClose', async () => probe.stop());

  app.get('/health', async (request, reply) => {
    const result = await probe.latest();
    if (result.up) {
      return {
        success: true,
        httpCode: 200,
        msg: 'success',
        // Up or down and how fast: which engine and which dataset is nobody's business outside.
        data: { status: 'ok', database: { status: 'up', latencyMs: result.latencyMs, checkedAt: new Date(result.at).toISOString() } },
      };
    }
    request.log.error('health check: database unreachable');
    return reply.code(503).send({
      success: false,
      httpCode: 503,
      msg: 'Database unavailable',
      message: 'Database unavailable',
      fieldErrors: [],
      data: { status: 'degraded', database: { status: 'down', checkedAt: new Date(result.at).toISOString() } },
    });
  });
}
