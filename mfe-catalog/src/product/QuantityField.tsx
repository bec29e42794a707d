import { QuantityStepper } from '@axlebay/shared-lib';

/** Quantity 1…max (99, or the stock when lower). `text` is what the shopper typed; `onChange` gets it back. */
export function QuantityField({ text, max, onChange }: { text: string; max: number; onChange: (text: string) => void }) {
  return <QuantityStepper label="Quantity" text={text} max={max} onChange={onChange} testId="product-quantity" lessLabel="One less" moreLabel="One more" />;
}
