import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Region = styled.div`
  overflow-x: auto;
`;

/**
 * A box that scrolls sideways inside itself (a wide table on a phone) instead of widening the page.
 * Focusable and named, so a keyboard can reach and scroll it and a screen reader says what it holds
 * (WCAG 2.1.1; axe `scrollable-region-focusable`). Style it with `styled(ScrollRegion)`.
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <Region className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </Region>
  );
}
