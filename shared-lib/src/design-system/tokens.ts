/**
 * Design tokens shared by every app. Colour pairs are chosen for WCAG 2.2 AA: text colours reach at
 * least 4.5:1 on `surface`/`background`, and `onPrimary`/`onHeader` on their fills (ratios in comments,
 * checked by the contrast unit test).
 */
export const colors = {
  background: '#ffffff',
  surface: '#f4f6f8',
  text: '#1a1d21', // 16.4:1 on white
  textMuted: '#50575f', // 7.3:1 on white
  border: '#cfd5dc',
  primary: '#0a58a8', // 6.8:1 on white; white on it 6.8:1
  primaryHover: '#084785',
  onPrimary: '#ffffff',
  header: '#0f1b2d', // white on it 17:1
  onHeader: '#ffffff',
  onHeaderMuted: '#c5cfdb', // 11:1 on header
  focus: '#0a58a8',
  focusOnDark: '#ffd166',
  // Fit status colours (spec §4): green, red, grey, orange — all ≥ 4.5:1 on white.
  success: '#1d7332',
  danger: '#b3261e',
  neutral: '#5c636b',
  warning: '#9a4700',
  sale: '#b3261e',
} as const;

/** Spec §9 breakpoints (px), mobile first. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `${mq.md} { … }` applies from 768 px up. */
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([k, px]) => [k, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

export const fonts = {
  body: "'Roboto Flex Variable', 'Roboto Flex', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  /** Spec §9's bold heavy display face, for headings (one weight: heavy by design); its fallback is sized to match (shell `fonts/display-face.css`). */
  display: "'Archivo Black', 'Archivo Black Fallback', 'Arial Black', Arial, sans-serif",
} as const;

export const space = (n: number) => `${n * 4}px`;

export const radii = { sm: '4px', md: '8px', pill: '999px' } as const;

/** Fixed heights reserve space before content arrives, so nothing shifts (CLS). */
export const layout = {
  headerHeight: 64,
  /** The header's search row under the main bar. */
  searchRowHeight: 56,
  /** The header's trust line under the search row (returns, shipping, support). */
  trustRowHeight: 28,
  maxWidth: 1280,
  remoteMinHeight: 480,
} as const;

export const theme = { colors, breakpoints, fonts, radii, layout } as const;
export type Theme = typeof theme;
