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

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
}

/** Labelled input with its inline error, announced to screen readers and tied by aria-describedby. */
export function TextField({ label, error, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} aria-invalid={Boolean(error)} aria-describedby={`${id}-error`} />
      <Error id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </Error>
    </Field>
  );
}
