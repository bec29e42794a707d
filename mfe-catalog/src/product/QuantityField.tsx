import styled from '@emotion/styled';
import { useId } from 'react';
import { colors, radii } from '@axlebay/shared-lib';
import { clampQuantity } from './stock-status';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  label {
    font-weight: 600;
  }
  .stepper {
    display: inline-flex;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    overflow: hidden;
  }
  button {
    width: 44px;
    height: 44px;
    font: inherit;
    font-size: 20px;
    border: 0;
    background: ${colors.surface};
    color: ${colors.text};
    cursor: pointer;
  }
  button:disabled {
    color: ${colors.textMuted};
    cursor: not-allowed;
  }
  input {
    width: 56px;
    height: 44px;
    border: 0;
    text-align: center;
    font: inherit;
    -moz-appearance: textfield;
  }
  input::-webkit-outer-spin-button,
  input::-webkit-inner-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
`;

/** Quantity 1…max (99, or the stock when lower). `text` is what the shopper typed; `onChange` gets it back. */
export function QuantityField({ text, max, onChange }: { text: string; max: number; onChange: (text: string) => void }) {
  const id = useId();
  const value = clampQuantity(text, max);
  return (
    <Field>
      <label htmlFor={id}>Quantity</label>
      <span className="stepper">
        <button type="button" aria-label="One less" disabled={value <= 1} onClick={() => onChange(String(value - 1))}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={text}
          data-testid="product-quantity"
          onChange={(e) => onChange(e.target.value)}
          onBlur={() => onChange(String(value))}
        />
        <button type="button" aria-label="One more" disabled={value >= max} onClick={() => onChange(String(value + 1))}>
          +
        </button>
      </span>
    </Field>
  );
}
