import { Type } from '@sinclair/typebox';
import { badRequest, type FieldError } from '../http/envelope';

/**
 * What a written review must be (the storefront's contract, shared-lib `REVIEW_LIMITS`, holds the
 * same numbers). Title and text are plain text stored as typed: nothing is stripped or rewritten
 * (outer spaces aside), so `<b>` stays the four characters the buyer typed and the storefront shows
 * them as text. Control characters are refused by the API's input rule (http/input-rules.ts).
 */
export const TITLE_MAX = 100;
export const TEXT_MIN = 10;
export const TEXT_MAX = 2000;
export const PHOTOS_MAX = 3;

export const REVIEW_RULE_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5 stars',
  titleMissing: 'Please enter a title',
  titleLong: `The title must be at most ${TITLE_MAX} characters`,
  titleLines: 'The title must be one line',
  textShort: `The review must be at least ${TEXT_MIN} characters`,
  textLong: `The review must be at most ${TEXT_MAX} characters`,
  photos: `A review can have at most ${PHOTOS_MAX} photos`,
} as const;

/**
 * Presence, types and hard caps (a schema failure is a 400 with fieldErrors); the friendly limits are
 * checked by `reviewProblems`, so a title one character too long gets a sentence, not a schema path.
 */
export const WriteReviewBody = Type.Object({
  itemId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  title: Type.String({ maxLength: 1000 }),
  text: Type.String({ maxLength: 10_000 }),
  photoIds: Type.Optional(Type.Array(Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }), { maxItems: 10 })),
});

export interface ReviewInput {
  itemId: number;
  rating: number;
  title: string;
  text: string;
  photoIds: string[];
}

/** Characters as a reader counts them (an emoji is one), as the form's counter does. */
export const charCount = (text: string) => [...text].length;

/** Every rule the input breaks, one per field. */
export function reviewProblems(input: ReviewInput): FieldError[] {
  const problems: FieldError[] = [];
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) problems.push({ field: 'rating', message: REVIEW_RULE_MESSAGES.rating });
  const title = input.title;
  if (title.length === 0) problems.push({ field: 'title', message: REVIEW_RULE_MESSAGES.titleMissing });
  else if (charCount(title) > TITLE_MAX) problems.push({ field: 'title', message: REVIEW_RULE_MESSAGES.titleLong });
  else if (/[\r\n]/.test(title)) problems.push({ field: 'title', message: REVIEW_RULE_MESSAGES.titleLines });
  const length = charCount(input.text);
  if (length < TEXT_MIN) problems.push({ field: 'text', message: REVIEW_RULE_MESSAGES.textShort });
  else if (length > TEXT_MAX) problems.push({ field: 'text', message: REVIEW_RULE_MESSAGES.textLong });
  if (input.photoIds.length > PHOTOS_MAX || new Set(input.photoIds).size !== input.photoIds.length) problems.push({ field: 'photoIds', message: REVIEW_RULE_MESSAGES.photos });
  return problems;
}

/** The body as the rules see it (outer whitespace trimmed, spec §5 "Inputs may have whitespace stripped"), or a 400. */
export function reviewInput(body: { itemId: number; rating: number; title: string; text: string; photoIds?: string[] }): ReviewInput {
  const input: ReviewInput = { itemId: body.itemId, rating: body.rating, title: body.title.trim(), text: body.text.trim(), photoIds: (body.photoIds ?? []).map((id) => id.toLowerCase()) };
  const problems = reviewProblems(input);
  if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
  return input;
}
