import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requestAccount } from '../accounts/request-account';
import { notFound, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { buyerOrderDetail, buyerOrderPage } from './buyer-order-view';
import { currentOrder, expireDueOrdersOf } from './expire-orders';
import { ORDER_NOT_FOUND, orderNoOf } from './order-input';
import { BuyerOrderListQuery, BuyerOrderParams } from './order-schemas';
import type { OrderStatusGroup } from './order-states';
import { findOrderByNo } from './order-store';

export const BUYER_ORDER_LIST_PATH = '/order/buyer/order/list';
export const BUYER_ORDER_PATH = '/order/buyer/order/:orderNo';

/**
 * The signed-in buyer's order history and one order of it (spec §2 /myAccount/orderHistory and
 * orderDetail). Buyer paths: a valid token is required (401 otherwise). Only orders placed by this
 * account are ever read; another buyer's number and an unknown one are the same 404.
 */
export async function buyerOrderRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(BUYER_ORDER_LIST_PATH, { schema: { querystring: BuyerOrderListQuery } }, async (request) => {
    const account = await requestAccount(request, database);
    // Unpaid orders whose time ran out show as cancelled, even before the sweeper's next run.
    await expireDueOrdersOf(database, account.id);
    const { page, size, status } = request.query;
    return ok(await buyerOrderPage(database.db, account.id, page, size, status as OrderStatusGroup | undefined));
  });

  r.get(BUYER_ORDER_PATH, { schema: { params: BuyerOrderParams } }, async (request) => {
    const account = await requestAccount(request, database);
    const orderNo = orderNoOf(request.params);
    const found = orderNo ? await findOrderByNo(database.db, orderNo) : undefined;
    if (!found || found.accountId !== account.id) throw notFound(ORDER_NOT_FOUND);
    return ok(await buyerOrderDetail(database.db, await currentOrder(database, found)));
  });
}
