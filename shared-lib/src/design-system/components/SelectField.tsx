import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { FieldError, FieldFrame } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select…"); it keeps the field empty until the shopper picks. */
  placeholder?: string;
  error?: string;
}

/** Labelled native select with its inline error, in the look of TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, options, placeholder, error, ...select }, ref) {
  const id = useId();
  return (
    <FieldFrame>
      <label htmlFor={id}>{label}</label>
      <select {...select} ref={ref} id={id} aria-invalid={Boolean(error)} aria-describedby={`${id}-error`}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </FieldError>
    </FieldFrame>
  );
});
