import { Faq } from './program-styles';

export type FaqEntry = readonly [question: string, answer: string];

/** FAQ entries as disclosure widgets, and the same entries as schema.org FAQPage for the page head. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Faq>
      {entries.map(([q, a]) => (
        <details key={q}>
          <summary>{q}</summary>
          <p>{a}</p>
        </details>
      ))}
    </Faq>
  );
}

export const faqJsonLd = (entries: readonly FaqEntry[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: entries.map(([q, a]) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
});
