import { useState } from 'react';
import { Button, FormMessage, LoadError, LoadingArea, useApi, useApiData } from '@axlebay/shared-lib';
import { ACCOUNT_API } from '../sign-in/account-paths';
import { Section } from './Section';

interface Subscription {
  email: string;
  subscribed: boolean;
}

/** /myAccount's newsletter: whether the buyer's address gets it (spec §7 subscribe/info), and the switch. */
export function NewsletterSection() {
  const api = useApi();
  const info = useApiData('account:newsletter', () => api.get<Subscription>(ACCOUNT_API.subscriptionInfo), 'Your newsletter choice could not be loaded.', { browserOnly: true });
  const [changed, setChanged] = useState<Subscription>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();

  const current = changed ?? info.data;
  const change = async (subscribe: boolean) => {
    if (!current) return;
    setBusy(true);
    setMessage(undefined);
    try {
      const answer = subscribe
        ? await api.post<Subscription & { message: string }>(ACCOUNT_API.subscribe, { email: current.email, source: 'account' })
        : await api.post<Subscription & { message: string }>(ACCOUNT_API.unsubscribe, {});
      setChanged({ email: answer.email, subscribed: subscribe });
      setMessage({ tone: 'success', text: answer.message });
    } catch (e) {
      setMessage({ tone: 'error', text: e instanceof Error ? e.message : 'Your choice could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="newsletter" title="Newsletter">
      {info.error ? (
        <LoadError message={info.error} onRetry={info.reload} />
      ) : !current ? (
        <LoadingArea label="Loading your newsletter choice" />
      ) : (
        <>
          <p data-testid="newsletter-status">
            {current.subscribed ? `${current.email} gets our newsletter: deals and new parts for your vehicles, about twice a month.` : `${current.email} does not get our newsletter.`}
          </p>
          <p>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void change(!current.subscribed)}>
              {current.subscribed ? 'Unsubscribe' : 'Subscribe'}
            </Button>
          </p>
        </>
      )}
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </Section>
  );
}
