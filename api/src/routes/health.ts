import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** `/health`: is the API up and can it reach its database? 503 when it cannot. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/health', async (request, reply) => {
    const started = performance.now();
    try {
      const rows = await database.query<{ ok: number }>('select 1::int as ok');
      return {
        success: true,
        httpCode: 200,
        msg: 'success',
        data: {
          status: 'ok',
          // Up or down and how fast: which engine and which dataset is nobody's business outside.
          database: { status: rows[0]?.ok === 1 ? 'up' : 'unknown', latencyMs: Math.round((performance.now() - started) * 10) / 10 },
        },
      };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({
        success: false,
        httpCode: 503,
        msg: 'Database unavailable',
        message: 'Database unavailable',
        fieldErrors: [],
        data: { status: 'degraded', database: { status: 'down' } },
      });
    }
  });
}
