import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  FormLayout,
  FormSubmit,
  REVIEW_API,
  REVIEW_LIMITS,
  TextAreaField,
  TextField,
  formMessages,
  reportServerErrors,
  useApi,
  type WriteReviewRequest,
  type WrittenReview,
} from '@axlebay/shared-lib';
import { ReviewPhotosField, type PickedPhoto } from './ReviewPhotosField';
import { StarRatingInput } from './StarRatingInput';

interface ReviewFields {
  rating: string;
  title: string;
  text: string;
}

const FIELDS = ['rating', 'title', 'text'] as const;
/** Characters as a reader counts them (an emoji is one), as the API counts them. */
const length = (text: string) => [...text.trim()].length;

const rules = {
  rating: { validate: { chosen: (v: string) => (/^[1-5]$/.test(v ?? '') ? true : 'Please choose a rating from 1 to 5 stars') } },
  title: {
    validate: {
      required: (v: string) => (v.trim() ? true : formMessages.required('a title')),
      max: (v: string) => (length(v) <= REVIEW_LIMITS.titleMax ? true : `The title must be at most ${REVIEW_LIMITS.titleMax} characters`),
    },
  },
  text: {
    validate: {
      min: (v: string) => (length(v) >= REVIEW_LIMITS.textMin ? true : `The review must be at least ${REVIEW_LIMITS.textMin} characters`),
      max: (v: string) => (length(v) <= REVIEW_LIMITS.textMax ? true : `The review must be at most ${REVIEW_LIMITS.textMax} characters`),
    },
  },
};

/**
 * Stars, title, text (plain text: what is typed is what is shown) and up to 3 photos, checked here
 * with the API's limits and again by the API, whose messages land on their fields.
 */
export default function ReviewForm({ itemId, onWritten }: { itemId: number; onWritten: (answer: WrittenReview) => void }) {
  const api = useApi();
  const id = useId();
  const { register, handleSubmit, setError, setFocus, watch, formState } = useForm<ReviewFields>({ defaultValues: { rating: '', title: '', text: '' } });
  const { errors, isSubmitting } = formState;
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const rating = Number(watch('rating')) || 0;
  const text = watch('text');

  const submit = handleSubmit(async (fields) => {
    const body: WriteReviewRequest = { itemId, rating: Number(fields.rating), title: fields.title.trim(), text: fields.text.trim(), photoIds: photos.map((p) => p.id) };
    try {
      onWritten(await api.post<WrittenReview>(REVIEW_API.write, body));
    } catch (error) {
      reportServerErrors(error, FIELDS, setError, setFocus);
    }
  });

  return (
    <FormLayout onSubmit={submit} noValidate aria-label="Your review" data-testid="review-form">
      <StarRatingInput value={rating} error={errors.rating?.message} field={register('rating', rules.rating)} idPrefix={`${id}-rating`} />
      <TextField label="Title" maxLength={REVIEW_LIMITS.titleMax * 2} hint="Sum it up in a line, e.g. “Perfect fit on my 2016 F-150”." error={errors.title?.message} {...register('title', rules.title)} />
      <TextAreaField
        label="Your review"
        hint={`What fitted, how the install went, how it holds up (at least ${REVIEW_LIMITS.textMin} characters).`}
        counter={{ length: length(text), max: REVIEW_LIMITS.textMax }}
        error={errors.text?.message}
        {...register('text', rules.text)}
      />
      <ReviewPhotosField photos={photos} onChange={setPhotos} onBusy={setUploading} />
      <FormSubmit error={errors.root?.server?.message} pending={isSubmitting || uploading} label="Submit review" pendingLabel={uploading ? 'Uploading photos…' : 'Submitting…'} />
    </FormLayout>
  );
}
