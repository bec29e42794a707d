import { useState } from 'react';
import { Button, FormMessage, Link, serverFormErrors, useApi } from '@axlebay/shared-lib';
import { ACCOUNT_API } from '../sign-in/account-paths';

type State = { name: 'ask' } | { name: 'pending' } | { name: 'done'; message: string } | { name: 'failed'; message: string };

/**
 * The newsletter's unsubscribe link (spec §7 unsubscribe): one button, so a mail scanner that opens
 * the link does not unsubscribe anyone. The key in the link names the address; nobody else's.
 */
export function UnsubscribeConfirm({ unsubscribeKey }: { unsubscribeKey: string }) {
  const api = useApi();
  const [state, setState] = useState<State>({ name: 'ask' });

  const confirm = async () => {
    setState({ name: 'pending' });
    try {
      const answer = await api.post<{ message: string }>(ACCOUNT_API.unsubscribe, { token: unsubscribeKey });
      setState({ name: 'done', message: answer.message });
    } catch (e) {
      setState({ name: 'failed', message: serverFormErrors(e, []).form! });
    }
  };

  if (state.name === 'done') {
    return (
      <>
        <FormMessage tone="success">{state.message}</FormMessage>
        <p>
          Changed your mind? Subscribe again from the form at the bottom of any page. <Link to="/">Back to the shop</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p>Stop the Axlebay newsletter (deals and new parts for your vehicles) for the address this link was sent to.</p>
      {state.name === 'failed' && <FormMessage tone="error">{state.message}</FormMessage>}
      <p>
        <Button type="button" disabled={state.name === 'pending'} onClick={() => void confirm()}>
          {state.name === 'pending' ? 'Unsubscribing…' : 'Unsubscribe'}
        </Button>
      </p>
    </>
  );
}
