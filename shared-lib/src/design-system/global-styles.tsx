import { Global, css } from '@emotion/react';
import { colors, fonts } from './tokens';

/** Page-wide base styles. Rendered once, by the shell (and by each remote's standalone harness). */
export function GlobalStyles() {
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
        }
        body {
          margin: 0;
          font-family: ${fonts.body};
          font-size: 16px;
          line-height: 1.5;
          color: ${colors.text};
          background: ${colors.background};
        }
        /* Headings in the display face: its one weight is already heavy, so no faux bold on top. */
        h1,
        h2 {
          font-family: ${fonts.display};
          font-weight: 400;
          font-synthesis: none;
        }
        a {
          color: ${colors.primary};
        }
        :focus-visible {
          outline: 3px solid ${colors.focus};
          outline-offset: 2px;
        }
        img {
          max-width: 100%;
          height: auto;
        }
        /* What a printed page leaves out (the shell's header and footer, a page's own buttons). */
        @media print {
          [data-print-hide] {
            display: none !important;
          }
        }
        @media (prefers-reduced-motion: reduce) {
          * {
            animation: none !important;
            transition: none !important;
          }
        }
      `}
    />
  );
}
