import { PART_DRAWINGS } from '../catalog/images/part-drawings';

/**
 * Banner pictures for the seeded content (served under the file address): two part drawings on a
 * dark gradient, the words stay in the page (readable, translatable, no text in the picture).
 * Desktop 1200×400 (3:1), mobile 750×500 (3:2): the home page reserves exactly these ratios.
 */
export const BANNER_SIZES = { desktop: { width: 1200, height: 400 }, mobile: { width: 750, height: 500 } } as const;

const THEMES: Record<string, { from: string; to: string; parts: [string, string]; fills: [string, string] }> = {
  brakes: { from: '#1b2a3a', to: '#7a1f1f', parts: ['brake-rotors', 'brake-pads'], fills: ['#c0c6cd', '#5a6069'] },
  lighting: { from: '#0f1b2d', to: '#2f5d8a', parts: ['headlights', 'fog-lights'], fills: ['#dfe9f5', '#cfd6de'] },
};

export const BANNER_ART_PATTERN = '^(brakes|lighting)-(desktop|mobile)\\.svg$';

/** The SVG of `<theme>-<variant>.svg`, or undefined for an unknown name. */
export function renderBannerArt(file: string): string | undefined {
  const match = new RegExp(BANNER_ART_PATTERN).exec(file);
  if (!match) return undefined;
  const theme = THEMES[match[1]!]!;
  const variant = match[2] as keyof typeof BANNER_SIZES;
  const { width: w, height: h } = BANNER_SIZES[variant];
  // The words sit on the left (desktop) or top (mobile): the parts are drawn on the other side.
  const [cx, cy, scale] = variant === 'desktop' ? [w * 0.78, h * 0.5, (h / 400) * 0.75] : [w * 0.62, h * 0.66, (h / 400) * 0.6];
  const [first, second] = theme.parts.map((p) => PART_DRAWINGS[p]!);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${cx}" cy="${cy}" r="${h * 0.42}" fill="#ffffff" opacity="0.08"/>
<g transform="translate(${cx - h * 0.22} ${cy}) rotate(-8) scale(${scale.toFixed(3)})">${first!(theme.fills[0], '#11161c')}</g>
<g transform="translate(${cx + h * 0.24} ${cy + h * 0.06}) rotate(10) scale(${(scale * 0.7).toFixed(3)})">${second!(theme.fills[1], '#11161c')}</g>
</svg>`;
}
