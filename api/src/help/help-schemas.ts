import { Type } from '@sinclair/typebox';

/**
 * Bodies and queries of the help calls. Fields are optional and only capped in size here: the rules
 * and their field messages are the handlers' (feedback-rules.ts, faq-search.ts), so a missing field
 * reads like the form's.
 */
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const FeedbackBody = Type.Object({
  topic: Text(100),
  message: Text(10_000),
  email: Text(1000),
  orderNo: Text(200),
  pageUrl: Text(2000),
});

export const FaqSearchQuery = Type.Object({ keyword: Text(2000) });
