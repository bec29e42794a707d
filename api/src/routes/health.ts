import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** `/health`: is the API up and can it reach its database? 503 when it cannot. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/health', async (_request, reply) => {
    const started = performance.now();
    try {
      const rows = await database.query<{ ok: number }>('select 1::int as ok');
      const dataset = await database.query<{ value: unknown }>("select value from dataset_info where key = 'dataset'");
      return {
        success: true,
        httpCode: 200,
        msg: 'success',
        data: {
          status: 'ok',
          database: { kind: database.kind, status: rows[0]?.ok === 1 ? 'up' : 'unknown', latencyMs: Math.round((performance.now() - started) * 10) / 10 },
          dataset: dataset[0]?.value ?? null,
        },
      };
    } catch (error) {
      return reply.code(503).send({
        success: false,
        httpCode: 503,
        msg: 'Database unavailable',
        message: 'Database unavailable',
        fieldErrors: [],
        data: { status: 'degraded', database: { kind: database.kind, status: 'down', error: (error as Error).message } },
      });
    }
  });
}
