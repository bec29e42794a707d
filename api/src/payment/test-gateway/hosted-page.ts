import { escapeHtml, providerPage } from '../../http/provider-page';

/**
 * The test gateway's hosted page: what PayPal, Klarna or a bank's 3-D Secure challenge would show.
 * Small, self-contained, accessible (one heading, a described amount, real buttons in a form that
 * works without JavaScript, visible focus, 200% zoom friendly).
 */
export type HostedPageKind = 'redirect' | 'challenge';

export interface HostedPageModel {
  kind: HostedPageKind;
  paymentId: string;
  amount: string;
  methodName: string;
  /** When the payment is no longer open: what happened, and no buttons. */
  closed?: string;
}

const escape = escapeHtml;

const METHOD_NAMES: Readonly<Record<string, string>> = {
  payPal: 'PayPal',
  payLater: 'Pay Later',
  klarna: 'Klarna',
  stripe: 'Card',
  oceanpayment: 'Card',
  googlePay: 'Google Pay',
  applePay: 'Apple Pay',
};
export const methodName = (method: string) => METHOD_NAMES[method] ?? method;

export function formatAmount(cent: number, currency: string): string {
  const value = (cent / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency === 'CAD' ? `CA$${value}` : `$${value}`;
}

export function hostedPage(m: HostedPageModel): string {
  const challenge = m.kind === 'challenge';
  const title = challenge ? 'Confirm your payment' : `Pay with ${m.methodName}`;
  const intro = challenge
    ? 'Your bank asks you to confirm this card payment (3-D Secure test).'
    : `You are paying Axlebay with ${m.methodName} (test gateway).`;
  const buttons = challenge
    ? `<button name="action" value="approve" class="primary">Complete authentication</button>
       <button name="action" value="decline">Fail authentication</button>`
    : `<button name="action" value="approve" class="primary">Approve</button>
       <button name="action" value="decline">Decline</button>
       <button name="action" value="cancel">Cancel</button>`;
  const body = m.closed
    ? `<p role="status">${escape(m.closed)}</p>
       <form method="post"><button name="action" value="return" class="primary">Return to Axlebay</button></form>`
    : `<form method="post">${buttons}</form>`;
  return providerPage({
    title,
    site: 'Test gateway',
    style: `  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 1.5rem 0; }
  dt { color: #4b5563; } dd { margin: 0; font-weight: 600; }
  form { display: flex; flex-wrap: wrap; gap: .75rem; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: 8px; border: 1px solid #6b7280; background: #fff; color: #1d2329; cursor: pointer; }
  button.primary { background: #0b57d0; border-color: #0b57d0; color: #fff; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }`,
    main: `  <p>${escape(intro)}</p>
  <dl>
    <dt>Merchant</dt><dd>Axlebay</dd>
    <dt>Amount</dt><dd>${escape(m.amount)}</dd>
    <dt>Payment</dt><dd>${escape(m.paymentId)}</dd>
  </dl>
  ${body}
  <p class="note">This is a test payment page: no money moves.</p>`,
  });
}
