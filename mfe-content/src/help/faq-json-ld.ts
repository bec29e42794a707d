import type { JsonLd } from '@axlebay/shared-lib';
import type { FaqGroup } from './help-contract';

/** schema.org FAQPage of the shop's questions (the answers as plain text). */
export function faqPageJsonLd(groups: readonly FaqGroup[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.questions.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
    ),
  };
}
