import { Link } from '@axlebay/shared-lib';
import type { ReactNode } from 'react';

/** A shop path written in an answer, in parentheses: "(/order/track)". */
const SHOP_PATH = /\((\/[a-zA-Z][\w\-/]*)\)/g;

/** One paragraph's text with the shop paths it names as links. */
function withLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SHOP_PATH)) {
    parts.push(text.slice(last, match.index));
    parts.push('(', <Link key={match.index} to={match[1]!}>{match[1]}</Link>, ')');
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** An answer as the API gives it: plain text, paragraphs separated by a blank line. Never markup. */
export function FaqAnswer({ answer }: { answer: string }) {
  return (
    <>
      {answer.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>{withLinks(paragraph)}</p>
      ))}
    </>
  );
}
