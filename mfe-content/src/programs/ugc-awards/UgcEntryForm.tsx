import styled from '@emotion/styled';
import { useForm } from 'react-hook-form';
import {
  CheckboxField,
  colors,
  fieldRules,
  FormLayout,
  FormSubmit,
  formMessages,
  reportServerErrors,
  SelectField,
  TextAreaField,
  TextField,
  useApi,
  type FormDataBody,
} from '@axlebay/shared-lib';
import { UGC_ENTRY_API, type UgcAwards } from './awards-api';
import { checkPhotos } from './photo-checks';
import { PhotoField } from './PhotoField';

export interface UgcEntryFields {
  name: string;
  email: string;
  category: string;
  title: string;
  story: string;
  photos: FileList | null;
  consent: boolean;
}

const FIELDS = ['name', 'email', 'category', 'title', 'story', 'photos', 'consent'] as const;

const Consent = styled.div`
  .error {
    color: ${colors.danger};
    font-size: 14px;
    min-height: 20px;
    display: block;
  }
`;

const within = (label: string, required: string, max: number) => ({
  required,
  validate: { blank: (v: string) => v.trim().length > 0 || required },
  maxLength: { value: max, message: formMessages.maxLength(label, max) },
});

/** The entry form (POST /infra/public/ugc-awards/entry, multipart); the server's field messages land at their fields. */
export function UgcEntryForm({ awards, onSent }: { awards: UgcAwards; onSent: (message: string) => void }) {
  const api = useApi();
  const { limits } = awards;
  const { register, handleSubmit, setError, setFocus, watch, formState } = useForm<UgcEntryFields>({
    defaultValues: { name: '', email: '', category: '', title: '', story: '', photos: null, consent: false },
  });
  const { errors, isSubmitting } = formState;
  const photos = watch('photos');
  const chosen = photos ? Array.from(photos) : [];

  const submit = handleSubmit(async (values) => {
    const body: FormDataBody = {
      requestType: 'formdata',
      name: values.name.trim(),
      email: values.email.trim(),
      category: values.category,
      title: values.title.trim(),
      story: values.story.trim(),
      consent: values.consent ? 'true' : 'false',
      photos: Array.from(values.photos ?? []),
    };
    try {
      const answer = await api.post<{ message: string }>(UGC_ENTRY_API, body);
      onSent(answer.message);
    } catch (error) {
      reportServerErrors(error, FIELDS, setError, setFocus);
    }
  });

  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Enter the UGC awards" data-testid="ugc-entry-form">
      <TextField label="Your name" autoComplete="name" error={errors.name?.message} {...register('name', within('Name', 'Please enter your name', limits.name))} />
      <TextField label="Email" type="email" autoComplete="email" hint="We write to you only about your entry." error={errors.email?.message} {...register('email', fieldRules.email())} />
      <SelectField
        label="Category"
        placeholder="Choose one…"
        options={awards.categories.map((c) => ({ value: c.id, label: c.name }))}
        error={errors.category?.message}
        {...register('category', { required: 'Please choose a category' })}
      />
      <TextField label="Title of your entry" error={errors.title?.message} {...register('title', within('Title', 'Please enter a title for your entry', limits.title))} />
      <TextAreaField
        label="Your story"
        hint={`The vehicle, the parts, how the job went (${limits.storyMin}–${limits.storyMax} characters).`}
        error={errors.story?.message}
        {...register('story', {
          ...within('Story', 'Please tell the story of your build', limits.storyMax),
          minLength: { value: limits.storyMin, message: formMessages.minLength('Story', limits.storyMin) },
        })}
      />
      <PhotoField
        label={`Photos (${limits.photosMin}–${limits.photosMax})`}
        hint="JPEG, PNG or WebP, up to 5 MB each. We remove the location from phone photos."
        chosen={chosen}
        error={errors.photos?.message}
        {...register('photos', { validate: (files) => checkPhotos(Array.from(files ?? []), limits.photosMax) })}
      />
      <Consent>
        <CheckboxField
          label="I agree to the rules, and Axlebay may show my photos and story on its site."
          aria-invalid={Boolean(errors.consent)}
          aria-describedby="ugc-consent-error"
          {...register('consent', { required: 'Please agree to the rules and to your photos being shown' })}
        />
        <span className="error" id="ugc-consent-error" role={errors.consent ? 'alert' : undefined}>
          {errors.consent?.message}
        </span>
      </Consent>
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting} label="Send my entry" pendingLabel="Sending…" />
    </FormLayout>
  );
}
