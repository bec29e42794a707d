import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { FieldError, FieldFrame, FieldHint } from './field-frame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
  /** Help shown under the label (e.g. the password rules), read with the field. */
  hint?: string;
}

/** Labelled input with its inline error, announced to screen readers and tied by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, ...input }, ref) {
  const id = useId();
  const describedBy = hint ? `${id}-hint ${id}-error` : `${id}-error`;
  return (
    <FieldFrame>
      <label htmlFor={id}>{label}</label>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <input {...input} ref={ref} id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} />
      <FieldError id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </FieldError>
    </FieldFrame>
  );
});
