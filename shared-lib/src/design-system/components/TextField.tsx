import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes } from 'react';
import { colors, radii } from '../tokens';

const Field = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    font-weight: 400;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
  input[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;

const Error = styled.span`
  color: ${colors.danger};
  font-weight: 400;
  font-size: 14px;
  min-height: 20px;
`;

const Hint = styled.span`
  color: ${colors.textMuted};
  font-size: 14px;
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
  /** Help shown under the label (e.g. the password rules), read with the field. */
  hint?: string;
}

/** Labelled input with its inline error, announced to screen readers and tied by aria-describedby. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = hint ? `${id}-hint ${id}-error` : `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <input {...input} id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} />
      <Error id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </Error>
    </Field>
  );
}
