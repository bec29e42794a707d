import styled from '@emotion/styled';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { colors, radii } from '../tokens';
import { Button } from './Button';

/** The one form layout: a single column, readable width, even spacing. */
export const FormLayout = styled.form`
  display: grid;
  gap: 8px;
  max-width: 440px;
`;

const Message = styled.p<{ tone: 'error' | 'success' | 'info' }>`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${radii.md};
  border: 1px solid ${(p) => (p.tone === 'error' ? colors.danger : p.tone === 'success' ? colors.success : colors.border)};
  color: ${(p) => (p.tone === 'error' ? colors.danger : p.tone === 'success' ? colors.success : colors.text)};
  background: ${colors.background};
`;

/**
 * A message for the whole form: errors are announced at once (role alert), successes and notes
 * politely (role status).
 */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <Message tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Message>
  );
}

const CheckboxLabel = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${colors.primary};
  }
`;

/** A labelled checkbox with a 44 px target. */
export const CheckboxField = forwardRef<HTMLInputElement, { label: string } & InputHTMLAttributes<HTMLInputElement>>(function CheckboxField({ label, ...input }, ref) {
  return (
    <CheckboxLabel>
      <input type="checkbox" {...input} ref={ref} />
      {label}
    </CheckboxLabel>
  );
});

/** The end of every form: the form-level error (if any) and the submit button, disabled while pending. */
export function FormSubmit({ error, pending, label, pendingLabel }: { error?: string; pending: boolean; label: string; pendingLabel: string }) {
  return (
    <>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
