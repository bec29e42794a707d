import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors } from '../tokens';

/*
 * Edge shadows drawn by CSS alone (backgrounds that scroll with the content cover the fixed shadows at
 * the ends), so the server's HTML already shows which side has more and no script measures anything.
 */
const Region = styled.div`
  overflow-x: auto;
  max-width: 100%;
  background:
    linear-gradient(to right, ${colors.background} 30%, rgba(255, 255, 255, 0)) left center / 40px 100% no-repeat local,
    linear-gradient(to left, ${colors.background} 30%, rgba(255, 255, 255, 0)) right center / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.22), rgba(0, 0, 0, 0)) left center / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.22), rgba(0, 0, 0, 0)) right center / 14px 100% no-repeat scroll;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * A wide table's frame: it scrolls sideways inside the page (the page itself never does), can be
 * reached and scrolled with the keyboard (a focusable region named `label`, WCAG 2.1.1) and shows
 * shadows at the edges that hide more columns.
 */
export function TableScroll({ label, children, testId, className }: { label: string; children: ReactNode; testId?: string; className?: string }) {
  return (
    <Region role="region" aria-label={label} tabIndex={0} data-testid={testId} className={className}>
      {children}
    </Region>
  );
}
