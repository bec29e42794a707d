import styled from '@emotion/styled';
import { colors, formatMoney, mq, type Invoice } from '@axlebay/shared-lib';
import { addressLines, invoiceDate, phoneText } from './invoice-text';

const CURRENCY_NAMES: Record<Invoice['currency'], string> = { USD: 'US dollars (USD)', CAD: 'Canadian dollars (CAD)' };

const Document = styled.article`
  border: 1px solid ${colors.border};
  padding: 16px;
  font-size: 15px;
  ${mq.md} {
    padding: 32px;
  }
  h2 {
    font-size: 13px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${colors.textMuted};
    margin: 0 0 4px;
  }
  p,
  dl {
    margin: 0;
  }
  .parties {
    display: grid;
    gap: 16px;
    margin-bottom: 24px;
    ${mq.sm} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .facts div {
    display: flex;
    gap: 8px;
  }
  .facts dt {
    color: ${colors.textMuted};
    min-width: 8.5em;
  }
  .facts dd {
    margin: 0;
    font-weight: 600;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 8px;
  }
  th,
  td {
    padding: 8px 4px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${colors.border};
  }
  thead th {
    font-size: 13px;
    color: ${colors.textMuted};
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th {
    font-weight: 400;
    text-align: right;
  }
  tfoot .total th,
  tfoot .total td {
    font-weight: 800;
    font-size: 17px;
    border-bottom: 0;
  }
  small {
    color: ${colors.textMuted};
  }
  .note {
    margin-top: 16px;
    color: ${colors.textMuted};
    font-size: 14px;
  }
  @media print {
    border: 0;
    padding: 0;
    font-size: 11pt;
    color: #000;
    h2,
    thead th,
    small,
    .note,
    .facts dt {
      color: #000;
    }
    th,
    td {
      border-bottom-color: #000;
    }
    thead {
      display: table-header-group;
    }
    tr,
    .parties section {
      break-inside: avoid;
      page-break-inside: avoid;
    }
  }
`;

function Address({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </>
  );
}

/** A row of the totals: its label heads the row, the amount sits under the Amount column. */
function TotalRow({ label, value, testId, total = false }: { label: string; value: string; testId: string; total?: boolean }) {
  return (
    <tr className={total ? 'total' : undefined}>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td className="num" data-testid={testId}>
        {value}
      </td>
    </tr>
  );
}

/** The invoice itself: who sells, who buys, what was bought and what it cost, as the order recorded it. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  const { billTo, shipTo, seller } = invoice;
  const facts: Array<[label: string, value: string, testId?: string]> = [
    ['Invoice number', invoice.invoiceNo, 'invoice-number'],
    ['Invoice date', invoiceDate(invoice.issuedAt), 'invoice-date'],
    ['Order number', invoice.orderNo, 'invoice-order-number'],
    ['Order date', invoiceDate(invoice.placedAt)],
    ['Currency', invoice.currency],
  ];
  return (
    <Document aria-label={`Invoice ${invoice.invoiceNo}`} data-testid="invoice">
      <div className="parties">
        <section aria-labelledby="invoice-seller-heading" data-testid="invoice-seller">
          <h2 id="invoice-seller-heading">From</h2>
          <p>
            <strong>{seller.name}</strong>
            <br />
            {seller.address}
            <br />
            {seller.phone}
            {seller.emails.map((email) => (
              <span key={email}>
                <br />
                {email}
              </span>
            ))}
          </p>
        </section>
        <section aria-labelledby="invoice-facts-heading">
          <h2 id="invoice-facts-heading">Invoice details</h2>
          <dl className="facts">
            {facts.map(([label, value, testId]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd data-testid={testId}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <div className="parties">
        <section aria-labelledby="invoice-bill-to-heading" data-testid="invoice-bill-to">
          <h2 id="invoice-bill-to-heading">Bill to</h2>
          <p>
            <strong>{billTo.name}</strong>
            <br />
            {billTo.email}
            <br />
            <Address lines={addressLines(billTo.address)} />
          </p>
        </section>
        <section aria-labelledby="invoice-ship-to-heading" data-testid="invoice-ship-to">
          <h2 id="invoice-ship-to-heading">Ship to</h2>
          <p>
            <strong>
              {shipTo.firstName} {shipTo.lastName}
            </strong>
            <br />
            <Address lines={addressLines(shipTo)} />
            {phoneText(shipTo.phone)}
          </p>
        </section>
      </div>
      <table data-testid="invoice-lines">
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Unit price
            </th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, i) => (
            <tr key={`${line.partNumber}-${i}`} data-testid="invoice-line">
              <td>
                {line.title}
                <br />
                <small>Part number {line.partNumber}</small>
                {line.lineDiscountCent > 0 && (
                  <>
                    <br />
                    <small>Includes {money(line.lineDiscountCent)} off</small>
                  </>
                )}
              </td>
              <td className="num">{line.quantity}</td>
              <td className="num">{money(line.unitPriceCent)}</td>
              <td className="num">{money(line.lineTotalCent)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <TotalRow label="Subtotal" testId="invoice-subtotal" value={money(invoice.subtotalCent)} />
          {invoice.deductions.map((d, i) => (
            <TotalRow key={`${d.label}-${i}`} label={d.label} testId={`invoice-deduction-${i}`} value={money(-d.amountCent)} />
          ))}
          <TotalRow label={`Shipping (${invoice.shipping.label})`} testId="invoice-shipping" value={money(invoice.shipping.amountCent)} />
          {invoice.taxes.map((tax, i) => (
            <TotalRow key={`${tax.label}-${i}`} label={tax.label} testId={`invoice-tax-${i}`} value={money(tax.amountCent)} />
          ))}
          <TotalRow label="Total paid" testId="invoice-total" value={money(invoice.totalCent)} total />
        </tfoot>
      </table>
      <p className="note">
        All amounts in {CURRENCY_NAMES[invoice.currency]}. Paid on {invoiceDate(invoice.issuedAt)}. Parts can be returned within 90 days.
      </p>
    </Document>
  );
}
