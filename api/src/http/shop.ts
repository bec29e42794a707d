import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** 2023 = Canada (CAD), anything else = US (USD), from X-SHOP-ID (spec §1). */
    shopId: 2022 | 2023;
  }
}

export function installShop(app: FastifyInstance) {
  app.decorateRequest('shopId', 2022);
  app.addHook('onRequest', async (request) => {
    const raw = request.headers['x-shop-id'];
    request.shopId = (Array.isArray(raw) ? raw[0] : raw)?.trim() === '2023' ? 2023 : 2022;
  });
}
