/**
 * The help centre (spec §2 `/help`, `/help/faq`, `/help/feedback`): what the storefront and the
 * commerce API say to each other. Spec §7 names no help calls; these sit beside its content calls
 * under `/infra/public/buyer/help/…` (public: no token). Kept in content, the one remote that talks to
 * them, so the shared-lib singleton every page loads does not carry it; api/src/help mirrors it.
 */

export const HELP_API = {
  /** GET → `FaqGroup[]`: the shop's questions, grouped, in the help centre's order. */
  faq: '/infra/public/buyer/help/faq/list',
  /** GET ?keyword= (1–100 characters) → `FaqSearchResult`: questions and answers matching, best first. */
  faqSearch: '/infra/public/buyer/help/faq/search',
  /** POST `FeedbackRequest` → `FeedbackReceipt`; 400 with field errors, 429 when one network sent too many. */
  feedback: '/infra/public/buyer/help/feedback',
} as const;

export interface FaqQuestion {
  /** Stable: the deep link `/help/faq#<handle>`. */
  handle: string;
  question: string;
  /** Plain text; paragraphs separated by a blank line. */
  answer: string;
}

export interface FaqGroup {
  handle: string;
  title: string;
  summary: string;
  questions: FaqQuestion[];
}

export interface FaqSearchHit extends FaqQuestion {
  groupHandle: string;
  groupTitle: string;
}

export interface FaqSearchResult {
  keyword: string;
  total: number;
  list: FaqSearchHit[];
}

export const FAQ_KEYWORD_MAX = 100;

/** The feedback form's topics (the API refuses any other). */
export const FEEDBACK_TOPICS = [
  { value: 'ORDER', label: 'An order or delivery' },
  { value: 'RETURN', label: 'A return or refund' },
  { value: 'FITMENT', label: 'Fitment: does a part fit?' },
  { value: 'PAYMENT', label: 'Payment' },
  { value: 'ACCOUNT', label: 'My account' },
  { value: 'WARRANTY', label: 'Warranty' },
  { value: 'WEBSITE', label: 'This website' },
  { value: 'OTHER', label: 'Something else' },
] as const;

export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number]['value'];

export const FEEDBACK_LIMITS = { messageMin: 10, messageMax: 2000, orderNoMax: 40, pageUrlMax: 500 } as const;

export interface FeedbackRequest {
  topic: string;
  message: string;
  email: string;
  orderNo?: string;
  pageUrl?: string;
}

export interface FeedbackReceipt {
  feedbackId: number;
  message: string;
}
