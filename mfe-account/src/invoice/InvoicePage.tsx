import { Global, css } from '@emotion/react';
import styled from '@emotion/styled';
import { Button, ButtonLink, INVOICE_NOT_PAID, LoadError, LoadingArea, PageFrame, useApi, useApiData, usePageHead, useRoute, useSessionUser } from '@axlebay/shared-lib';
import { fetchInvoice, orderDetailPath } from './invoice-api';
import { InvoiceDocument } from './InvoiceDocument';

export const INVOICE_NOT_FOUND_TEXT = 'Invoice not found';
const NOT_PAID_HEADING = 'No invoice yet';
const LOAD_FAILED = 'The invoice could not be loaded.';

/**
 * Paper for the whole page while the invoice is shown: the printer's own size (A4 or Letter) with
 * margins that fit both, black on white. The shell hides its header and footer in print
 * (`data-print-hide`, shared-lib GlobalStyles); the page hides its own buttons the same way.
 */
const printPage = css`
  @page {
    size: auto;
    margin: 16mm 14mm;
  }
  @media print {
    html,
    body {
      background: #fff !important;
      color: #000 !important;
    }
    #main {
      min-height: 0 !important;
    }
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0 0 16px;
`;

/**
 * `/printInvoice?orderId=<orderNo>` (spec §2 account area): the invoice of one of the buyer's paid
 * orders, to read or print. Signed-in only, rendered in the browser (the token is the browser's).
 */
export function InvoicePage() {
  const api = useApi();
  const user = useSessionUser();
  const orderNo = (useRoute().query.orderId ?? '').trim();
  const invoice = useApiData(
    `invoice:${orderNo}:${user?.accountId ?? ''}`,
    () => (orderNo ? fetchInvoice(api, orderNo) : Promise.reject(new Error('no order number'))),
    LOAD_FAILED,
    { browserOnly: true },
  );
  const status = invoice.error ? invoice.status : undefined;
  // Not paid answers 409; a number that is nobody's, someone else's or no number at all is "not found".
  const notPaid = status === 409;
  const missing = !orderNo || status === 404 || status === 400;
  const heading = invoice.data ? `Invoice ${invoice.data.invoiceNo}` : missing ? INVOICE_NOT_FOUND_TEXT : notPaid ? NOT_PAID_HEADING : 'Invoice';
  usePageHead({ title: heading });

  return (
    <PageFrame heading={heading}>
      {missing ? (
        <div data-testid="invoice-not-found">
          <p>The order number may be mistyped, or the order belongs to another account. Every order you placed is in your order history.</p>
          <p>
            <ButtonLink to="/myAccount/orderHistory">Your orders</ButtonLink>
          </p>
        </div>
      ) : notPaid ? (
        <div data-testid="invoice-not-paid">
          <p role="status">{INVOICE_NOT_PAID} An invoice is issued once the payment is received.</p>
          <p>
            <ButtonLink to={orderDetailPath(orderNo)}>Back to the order</ButtonLink>
          </p>
        </div>
      ) : invoice.data ? (
        <>
          <Global styles={printPage} />
          <Toolbar data-print-hide="">
            <Button type="button" onClick={() => window.print()}>
              Print
            </Button>
            <ButtonLink to={orderDetailPath(invoice.data.orderNo)} variant="secondary">
              Back to the order
            </ButtonLink>
          </Toolbar>
          <InvoiceDocument invoice={invoice.data} />
        </>
      ) : invoice.error ? (
        <LoadError message={LOAD_FAILED} onRetry={invoice.reload} />
      ) : (
        <LoadingArea label="Loading the invoice" />
      )}
    </PageFrame>
  );
}
