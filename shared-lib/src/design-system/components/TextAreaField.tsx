import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldFrame, FieldHint } from './field-frame';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** Labelled multi-line text with its inline error, in the look of TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, hint, ...area }, ref) {
  const id = useId();
  const describedBy = hint ? `${id}-hint ${id}-error` : `${id}-error`;
  return (
    <FieldFrame>
      <label htmlFor={id}>{label}</label>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <textarea {...area} ref={ref} id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} />
      <FieldError id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </FieldError>
    </FieldFrame>
  );
});
