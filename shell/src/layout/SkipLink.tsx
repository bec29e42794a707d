import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { colors, focusQuietly, radii } from '@axlebay/shared-lib';

// Off screen until it has the keyboard focus; then over the page's top-left corner (no layout shift).
const Skip = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 1100;
  padding: 12px 16px;
  border-radius: ${radii.md};
  background: ${colors.background};
  color: ${colors.primary};
  font-weight: 700;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/**
 * The page's first Tab stop: "Skip to main content" past the header. The focus itself moves to `main`
 * (a hash alone moves the scroll, not every browser's next Tab), and the URL keeps no `#main`.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.scrollIntoView();
    focusQuietly(main);
  };
  return (
    <Skip href="#main" onClick={skip} data-print-hide="" data-testid="skip-link">
      Skip to main content
    </Skip>
  );
}
