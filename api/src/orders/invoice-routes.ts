import { Type, type Static } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requestAccount } from '../accounts/request-account';
import { ApiHttpError, notFound, ok } from '../http/envelope';
import type { RouteDeps } from '../routes';
import { INVOICE_NOT_PAID, INVOICED_STATUSES, invoiceView } from './invoice-view';
import { ORDER_NOT_FOUND, orderNoOf } from './order-input';
import { findOrderByNo } from './order-store';

export const INVOICE_PATH = '/order/buyer/order/:orderNo/invoice';

const InvoiceParams = Type.Object({ orderNo: Type.String({ maxLength: 32 }) });
type InvoiceParams = Static<typeof InvoiceParams>;

/**
 * The printable invoice of a paid order (spec §2 /printInvoice). A buyer path: the signed-in owner
 * only. Someone else's order, an unknown number and one that cannot be a number are the same 404, so
 * numbers reveal nothing; an order not paid has no invoice (409, it may still be paid).
 */
export async function invoiceRoutes(app: FastifyInstance, { database }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get<{ Params: InvoiceParams }>(INVOICE_PATH, { schema: { params: InvoiceParams } }, async (request) => {
    const account = await requestAccount(request, database);
    const orderNo = orderNoOf(request.params);
    const order = orderNo ? await findOrderByNo(database.db, orderNo) : undefined;
    if (!order || order.accountId !== account.id) throw notFound(ORDER_NOT_FOUND);
    if (!INVOICED_STATUSES.includes(order.status as (typeof INVOICED_STATUSES)[number])) throw new ApiHttpError(409, INVOICE_NOT_PAID);
    return ok(await invoiceView(database.db, order));
  });
}
