import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { formatCount } from '../../text';
import { FieldCounter, FieldError, FieldFrame, FieldHint } from './field-frame';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /** "120 / 2,000 characters" under the field: how long the text is and may be. */
  counter?: { length: number; max: number };
}

/** Labelled multi-line input with its inline error (as `TextField`) and an optional character counter. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, hint, counter, ...textarea }, ref) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, counter && `${id}-counter`, `${id}-error`].filter(Boolean).join(' ');
  return (
    <FieldFrame>
      <label htmlFor={id}>{label}</label>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <textarea rows={6} {...textarea} ref={ref} id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} />
      {counter && (
        <FieldCounter id={`${id}-counter`} data-over={counter.length > counter.max || undefined}>
          {formatCount(counter.length)} / {formatCount(counter.max)} characters
        </FieldCounter>
      )}
      <FieldError id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </FieldError>
    </FieldFrame>
  );
});
