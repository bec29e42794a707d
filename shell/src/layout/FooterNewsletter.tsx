import styled from '@emotion/styled';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, InlineForm, colors, fieldRules, serverFormErrors } from '@axlebay/shared-lib';
import { useShell } from '../routing/shell-context';

/** Spec §7 Account: subscribe (visitors may, spec §6). */
export const SUBSCRIBE_PATH = '/account/public/buyer/subscribe/confirm/v2';

const Form = styled(InlineForm)`
  grid-column: 1 / -1;
  max-width: 560px;
  h2 {
    margin: 0;
  }
  p.lead {
    margin: 0 0 4px;
    color: ${colors.textMuted};
  }
  .message[data-tone='success'] {
    color: ${colors.success};
  }
`;

type State = { name: 'idle' } | { name: 'pending' } | { name: 'done'; tone: 'success' | 'error'; text: string };

const checkEmail = fieldRules.email('Email').validate!;

/**
 * The footer's newsletter sign-up. Rendered on the server with the frame, so nothing here reads the
 * browser during render; the message line keeps its height, so nothing moves when it fills.
 */
export function FooterNewsletter() {
  const { api } = useShell();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ name: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = [checkEmail.required!(email), checkEmail.email!(email)].find((r) => r !== true);
    if (typeof problem === 'string') {
      inputRef.current?.focus();
      return setState({ name: 'done', tone: 'error', text: problem });
    }
    setState({ name: 'pending' });
    try {
      const answer = await api.post<{ message: string; alreadySubscribed: boolean }>(SUBSCRIBE_PATH, { email: email.trim(), source: 'footer' });
      setState({ name: 'done', tone: 'success', text: answer.message });
      if (!answer.alreadySubscribed) setEmail('');
    } catch (error) {
      const found = serverFormErrors(error, ['email'] as const);
      setState({ name: 'done', tone: 'error', text: found.fields.email ?? found.form ?? '' });
      // The button was disabled while pending (the focus left it): back to the field to correct.
      inputRef.current?.focus();
    }
  };

  const error = state.name === 'done' && state.tone === 'error';
  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`} data-testid="footer-newsletter">
      <h2 id={`${id}-title`}>Newsletter</h2>
      <p className="lead">Deals and new parts for your vehicles, about twice a month. Unsubscribe any time.</p>
      <label htmlFor={id}>Email for the newsletter</label>
      <div className="row">
        <input
          ref={inputRef}
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error}
          aria-describedby={`${id}-message`}
        />
        <Button type="submit" disabled={state.name === 'pending'}>
          {state.name === 'pending' ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
      <p className="message" id={`${id}-message`} role={error ? 'alert' : 'status'} data-tone={state.name === 'done' ? state.tone : undefined}>
        {state.name === 'done' ? state.text : ''}
      </p>
    </Form>
  );
}
