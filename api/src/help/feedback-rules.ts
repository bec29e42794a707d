import type { FieldError } from '../http/envelope';
import { emailProblem, normaliseEmail } from '../accounts/email-address';

/** The form's topics (shared-lib contracts/help.ts FEEDBACK_TOPICS says the same with labels). */
export const FEEDBACK_TOPICS = ['ORDER', 'RETURN', 'FITMENT', 'PAYMENT', 'ACCOUNT', 'WARRANTY', 'WEBSITE', 'OTHER'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

export const FEEDBACK_LIMITS = { messageMin: 10, messageMax: 2000, pageUrlMax: 500 } as const;

/** Order numbers as the shop gives them (orders/order-numbers.ts): AXB and 8 digits. */
const ORDER_NO = /^AXB\d{8}$/;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface Feedback {
  topic: FeedbackTopic;
  message: string;
  email: string;
  orderNo: string;
  pageUrl: string;
}

export type FeedbackInput = Partial<Record<keyof Feedback, string>>;

/** A page of the shop the message is about: a root-relative path or an absolute http(s) URL; undefined when neither. */
export function normalisePageUrl(raw: string): string | undefined {
  const text = raw.trim();
  if (/\s/.test(text) || [...text].length > FEEDBACK_LIMITS.pageUrlMax) return undefined;
  if (/^\/(?!\/)/.test(text)) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Either the clean feedback or one message per wrong field (spec §5 generic form messages). */
export function checkFeedback(input: FeedbackInput): { value: Feedback } | { errors: FieldError[] } {
  const errors: FieldError[] = [];

  const topic = (input.topic ?? '').trim().toUpperCase();
  if (!FEEDBACK_TOPICS.includes(topic as FeedbackTopic)) errors.push({ field: 'topic', message: 'Please choose a topic' });

  const message = (input.message ?? '').trim();
  const length = [...message].length;
  if (!message) errors.push({ field: 'message', message: 'Please enter Message' });
  else if (length < FEEDBACK_LIMITS.messageMin) errors.push({ field: 'message', message: `Message must be at least ${FEEDBACK_LIMITS.messageMin} characters` });
  else if (length > FEEDBACK_LIMITS.messageMax) errors.push({ field: 'message', message: `Message must be at most ${FEEDBACK_LIMITS.messageMax} characters` });
  else if (CONTROL.test(message.replace(/[\r\n\t]/g, ''))) errors.push({ field: 'message', message: 'Message contains characters that are not allowed' });

  const email = normaliseEmail(input.email ?? '');
  const emailError = emailProblem(email);
  if (emailError) errors.push({ field: 'email', message: emailError });

  const orderNo = (input.orderNo ?? '').replace(/[\s-]/g, '').toUpperCase();
  if (orderNo && !ORDER_NO.test(orderNo)) errors.push({ field: 'orderNo', message: 'Order number is not valid: it looks like AXB00012345' });

  const pageText = (input.pageUrl ?? '').trim();
  const pageUrl = pageText ? normalisePageUrl(pageText) : '';
  if (pageUrl === undefined) errors.push({ field: 'pageUrl', message: 'Page address is not a valid web address' });

  if (errors.length) return { errors };
  return { value: { topic: topic as FeedbackTopic, message, email, orderNo, pageUrl: pageUrl ?? '' } };
}
