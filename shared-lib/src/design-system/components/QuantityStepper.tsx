import styled from '@emotion/styled';
import { useId, type KeyboardEvent } from 'react';
import { colors, radii } from '../tokens';
import { VisuallyHidden } from './VisuallyHidden';

const Field = styled.div`
  display: inline-flex;
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
  button:focus-visible,
  input:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
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

/** The whole number in `text`, kept within min…max (min when there is none). */
export function clampCount(text: string, min: number, max: number): number {
  const n = Math.floor(Number(text));
  if (!Number.isFinite(n) || text.trim() === '') return min;
  return Math.min(Math.max(n, min), Math.max(min, max));
}

export interface QuantityStepperProps {
  /** "Quantity"; a list of steppers names what each counts ("Quantity of Front brake pads"). */
  label: string;
  /** The label for screen readers only (a cart line shows its title next to it already). */
  labelHidden?: boolean;
  /** What the field holds (the shopper may be typing). */
  text: string;
  min?: number;
  max: number;
  /** Typing, −/+ and the clamped value on blur. */
  onChange: (text: string) => void;
  /** The shopper is done (blur, Enter): the clamped value. */
  onCommit?: (value: number) => void;
  disabled?: boolean;
  testId?: string;
  /** The −/+ buttons' names (default "{label}: one less" / "{label}: one more"). */
  lessLabel?: string;
  moreLabel?: string;
}

/**
 * Quantity −/input/+ within min…max: 44 px targets, visible focus, arrow keys in the field (number
 * input), buttons named for screen readers and disabled at the bounds.
 */
export function QuantityStepper({ label, labelHidden, text, min = 1, max, onChange, onCommit, disabled, testId, lessLabel, moreLabel }: QuantityStepperProps) {
  const id = useId();
  const value = clampCount(text, min, max);
  const commit = () => {
    onChange(String(value));
    onCommit?.(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };
  return (
    <Field>
      {labelHidden ? (
        <VisuallyHidden>
          <label htmlFor={id}>{label}</label>
        </VisuallyHidden>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      <span className="stepper">
        <button type="button" aria-label={lessLabel ?? `${label}: one less`} aria-controls={id} disabled={disabled || value <= min} onClick={() => onChange(String(value - 1))}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          disabled={disabled}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button type="button" aria-label={moreLabel ?? `${label}: one more`} aria-controls={id} disabled={disabled || value >= max} onClick={() => onChange(String(value + 1))}>
          +
        </button>
      </span>
    </Field>
  );
}
