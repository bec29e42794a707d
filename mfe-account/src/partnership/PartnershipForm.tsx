import { useForm } from 'react-hook-form';
import { FormLayout, FormSubmit, SelectField, TextAreaField, TextField, fieldRules, formMessages, reportServerErrors, useApi } from '@axlebay/shared-lib';
import { ACCOUNT_API } from '../sign-in/account-paths';
import { PARTNER_COUNTRY_OPTIONS, PARTNERSHIP_LIMITS as LIMITS, PARTNERSHIP_TYPE_OPTIONS } from './partnership-options';

export interface PartnershipFields {
  company: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  partnershipType: string;
  country: string;
  message: string;
}

const FIELDS = ['company', 'contactName', 'email', 'phone', 'website', 'partnershipType', 'country', 'message'] as const;

const within = (label: string, max: number) => ({
  ...fieldRules.required(label),
  maxLength: { value: max, message: formMessages.maxLength(label, max) },
});

/** The application (POST /account/public/partnership/apply); the server's field messages land at their fields. */
export function PartnershipForm({ onApplied }: { onApplied: (message: string) => void }) {
  const api = useApi();
  const { register, handleSubmit, setError, setFocus, formState } = useForm<PartnershipFields>({
    defaultValues: { company: '', contactName: '', email: '', phone: '', website: '', partnershipType: '', country: '', message: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await api.post<{ message: string }>(ACCOUNT_API.partnershipApply, Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()])));
      onApplied(answer.message);
    } catch (error) {
      reportServerErrors(error, FIELDS, setError, setFocus);
    }
  });

  const optionalPhone = fieldRules.phone().validate!.phone!;
  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Apply to partner with Axlebay">
      <TextField label="Company name" autoComplete="organization" error={errors.company?.message} {...register('company', within('Company name', LIMITS.company))} />
      <TextField label="Contact name" autoComplete="name" error={errors.contactName?.message} {...register('contactName', within('Contact name', LIMITS.contactName))} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email', fieldRules.email())} />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone', { validate: { phone: (v) => (v.trim() ? optionalPhone(v) : true) } })}
      />
      <TextField
        label="Website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="example.com"
        error={errors.website?.message}
        {...register('website', { maxLength: { value: LIMITS.website, message: formMessages.maxLength('Website', LIMITS.website) } })}
      />
      <SelectField
        label="Partnership type"
        placeholder="Choose one…"
        options={PARTNERSHIP_TYPE_OPTIONS}
        error={errors.partnershipType?.message}
        {...register('partnershipType', { required: 'Please choose a partnership type' })}
      />
      <SelectField
        label="Country"
        placeholder="Choose one…"
        options={PARTNER_COUNTRY_OPTIONS}
        error={errors.country?.message}
        {...register('country', { required: 'Please choose the United States or Canada' })}
      />
      <TextAreaField
        label="Message"
        hint={`What you make, fit or publish, and what you have in mind (${LIMITS.messageMin}–${LIMITS.messageMax} characters).`}
        error={errors.message?.message}
        {...register('message', {
          ...within('Message', LIMITS.messageMax),
          minLength: { value: LIMITS.messageMin, message: formMessages.minLength('Message', LIMITS.messageMin) },
        })}
      />
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Send application" pendingLabel="Sending…" />
    </FormLayout>
  );
}
