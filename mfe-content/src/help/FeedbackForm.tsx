import { useForm } from 'react-hook-form';
import { FormLayout, FormSubmit, SelectField, TextAreaField, TextField, fieldRules, formMessages, reportServerErrors, useApi } from '@axlebay/shared-lib';
import { FEEDBACK_LIMITS as LIMITS, FEEDBACK_TOPICS, HELP_API, type FeedbackReceipt } from './help-contract';

export interface FeedbackFields {
  topic: string;
  email: string;
  orderNo: string;
  message: string;
  pageUrl: string;
}

const FIELDS = ['topic', 'email', 'orderNo', 'message', 'pageUrl'] as const;

/**
 * The feedback form (POST /infra/public/buyer/help/feedback). The browser checks what it can; the
 * server's field messages (an order number that is not one, a page address) land at their fields,
 * the first wrong field focused.
 */
export function FeedbackForm({ pageUrl, onSent }: { pageUrl: string; onSent: (message: string) => void }) {
  const api = useApi();
  const { register, handleSubmit, setError, setFocus, watch, formState } = useForm<FeedbackFields>({
    defaultValues: { topic: '', email: '', orderNo: '', message: '', pageUrl },
  });
  const { errors, isSubmitting } = formState;
  const messageLength = [...(watch('message') ?? '').trim()].length;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await api.post<FeedbackReceipt>(HELP_API.feedback, Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()])));
      onSent(answer.message);
    } catch (error) {
      reportServerErrors(error, FIELDS, setError, setFocus);
    }
  });

  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Send feedback to Axlebay support">
      <SelectField
        label="Topic"
        placeholder="Choose a topic…"
        options={FEEDBACK_TOPICS}
        error={errors.topic?.message}
        {...register('topic', { required: 'Please choose a topic' })}
      />
      <TextField label="Email" type="email" autoComplete="email" hint="We reply to this address." error={errors.email?.message} {...register('email', fieldRules.email())} />
      <TextField
        label="Order number (optional)"
        autoComplete="off"
        placeholder="AXB00012345"
        hint="On your order confirmation email and in your order history."
        error={errors.orderNo?.message}
        {...register('orderNo')}
      />
      <TextAreaField
        label="Message"
        hint={`What happened, and what we can do for you (${LIMITS.messageMin}–${LIMITS.messageMax} characters).`}
        counter={{ length: messageLength, max: LIMITS.messageMax }}
        error={errors.message?.message}
        {...register('message', {
          ...fieldRules.required('Message'),
          minLength: { value: LIMITS.messageMin, message: formMessages.minLength('Message', LIMITS.messageMin) },
          maxLength: { value: LIMITS.messageMax, message: formMessages.maxLength('Message', LIMITS.messageMax) },
        })}
      />
      <TextField
        label="Page address (optional)"
        type="url"
        inputMode="url"
        hint="The page your message is about, if any."
        error={errors.pageUrl?.message}
        {...register('pageUrl', { maxLength: { value: LIMITS.pageUrlMax, message: formMessages.maxLength('Page address', LIMITS.pageUrlMax) } })}
      />
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Send message" pendingLabel="Sending…" />
    </FormLayout>
  );
}
