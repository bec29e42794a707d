import { emailProblem, normaliseEmail } from '../accounts/email-address';
import type { FieldError } from '../http/envelope';
import { stringProblem } from '../http/input-rules';
import { UGC_CATEGORY_IDS, type UgcCategoryId } from './ugc-awards';

/** Text limits of an entry; the form (mfe-content programs/ugc-awards) mirrors them. */
export const UGC_ENTRY_LIMITS = { name: 80, title: 100, storyMin: 50, storyMax: 3000, photosMin: 1, photosMax: 3 } as const;

export const UGC_ENTRY_MESSAGES = {
  category: 'Please choose a category',
  consent: 'Please agree to the rules and to your photos being shown',
  photosMissing: 'Please add at least one photo',
  photosTooMany: `Please choose at most ${UGC_ENTRY_LIMITS.photosMax} photos`,
} as const;

export interface UgcEntryText {
  name: string;
  email: string;
  category: UgcCategoryId;
  title: string;
  story: string;
}

export type UgcEntryInput = Partial<Record<keyof UgcEntryText | 'consent', string>>;

/** The entry's text fields checked, one error per wrong field, or the clean values. */
export function checkEntryText(input: UgcEntryInput): { value: UgcEntryText } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const text = (field: keyof UgcEntryText, label: string, required: string, max: number, oneLine: boolean) => {
    const value = (input[field] ?? '').trim();
    const problem = stringProblem(value);
    if (!value) errors.push({ field, message: required });
    else if ([...value].length > max) errors.push({ field, message: `${label} must be at most ${max} characters` });
    else if (problem || (oneLine && /[\r\n\t]/.test(value))) errors.push({ field, message: `${label} contains characters that are not allowed` });
    return value;
  };
  const name = text('name', 'Name', 'Please enter your name', UGC_ENTRY_LIMITS.name, true);
  const email = normaliseEmail(input.email ?? '');
  const emailError = emailProblem(email);
  if (emailError) errors.push({ field: 'email', message: emailError });
  const category = (input.category ?? '').trim().toUpperCase();
  if (!UGC_CATEGORY_IDS.includes(category as UgcCategoryId)) errors.push({ field: 'category', message: UGC_ENTRY_MESSAGES.category });
  const title = text('title', 'Title', 'Please enter a title for your entry', UGC_ENTRY_LIMITS.title, true);
  const story = text('story', 'Story', 'Please tell the story of your build', UGC_ENTRY_LIMITS.storyMax, false);
  if (story && [...story].length < UGC_ENTRY_LIMITS.storyMin) errors.push({ field: 'story', message: `Story must be at least ${UGC_ENTRY_LIMITS.storyMin} characters` });
  if (input.consent !== 'true') errors.push({ field: 'consent', message: UGC_ENTRY_MESSAGES.consent });
  if (errors.length) return { errors };
  return { value: { name, email, category: category as UgcCategoryId, title, story } };
}
