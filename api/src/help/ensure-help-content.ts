import type { Database } from '../db/client';
import { helpFaqs } from '../db/schema';
import { faqFor, type FaqShopId } from './faq-data';

/** The rows of help_faq for both shops, from faq-data.ts. */
export function faqRows() {
  return ([2022, 2023] as const satisfies readonly FaqShopId[]).flatMap((shopId) =>
    faqFor(shopId).flatMap((group, groupSort) =>
      group.questions.map((q, sort) => ({
        shopId,
        handle: q.handle,
        groupHandle: group.handle,
        groupTitle: group.title,
        groupSummary: group.summary,
        groupSort,
        sort,
        question: q.question,
        answer: q.answer,
      })),
    ),
  );
}

/**
 * Writes the help centre's questions at every start (any dataset): the text in faq-data.ts is the
 * source, so an edited answer is live after a restart. One transaction: readers see the old or the
 * new set, never half of it.
 */
export async function ensureHelpContent(database: Database): Promise<void> {
  const rows = faqRows();
  await database.db.transaction(async (tx) => {
    await tx.delete(helpFaqs);
    await tx.insert(helpFaqs).values(rows);
  });
}
