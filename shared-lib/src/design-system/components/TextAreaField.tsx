import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldCounter, FieldError, FieldFrame, FieldHint } from './field-frame';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /** "120 / 2000 characters" under the field: how long the text is and may be. */
  counter?: { length: number; max: number };
}

/** Labelled multi-line input with its inline error (as `TextField`) and an optional character counter. */
export function TextAreaField({ label, error, hint, counter, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, counter && `${id}-counter`, `${id}-error`].filter(Boolean).join(' ');
  return (
    <FieldFrame>
      <label htmlFor={id}>{label}</label>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <textarea rows={6} {...textarea} id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} />
      {counter && (
        <FieldCounter id={`${id}-counter`} data-over={counter.length > counter.max || undefined}>
          {counter.length.toLocaleString('en-US')} / {counter.max.toLocaleString('en-US')} characters
        </FieldCounter>
      )}
      <FieldError id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </FieldError>
    </FieldFrame>
  );
}
