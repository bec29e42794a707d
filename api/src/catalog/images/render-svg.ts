import { mixSeed } from '../generate/random';
import { PART_DRAWINGS } from './part-drawings';
import { DEPARTMENT_ACCENTS, DEPARTMENT_ICONS } from './part-icons';

/** Spec §9/§5 image limits: sizes above this (or unparsable) are not honoured. */
export const MAX_IMAGE_DIMENSION = 6000;
const DEFAULT_SIZE = { width: 1600, height: 1600 };
const FONT = `font-family="Roboto Flex, Helvetica, Arial, sans-serif"`;

const PART_COLORS: Record<string, string> = {
  Black: '#30343b',
  Chrome: '#cfd6de',
  Smoked: '#5a6069',
  Red: '#c62828',
  Clear: '#e9f1f8',
  Yellow: '#f6c744',
  Gray: '#8a929c',
  Tan: '#c9a97a',
  Silver: '#c0c6cd',
  Blue: '#1e63b5',
};
/** Finishes for parts whose title names no colour: each brand shows its own. */
const BRAND_FINISHES = ['#9aa5b1', '#5a6069', '#c0c6cd', '#30343b', '#a1887f', '#78909c', '#b0bec5', '#6d7b8a'];

/** A stable number for a text (brand name). */
const hashOf = (text: string) => mixSeed(...Array.from(text, (c) => c.charCodeAt(0)));

/** "1600x1600" → dimensions; the default square when unparsable or above the limit. */
export function parseImageSize(size: string | undefined): { width: number; height: number } {
  const match = /^(\d{1,5})x(\d{1,5})$/.exec(size ?? '');
  if (!match) return DEFAULT_SIZE;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width < 1 || height < 1 || width > MAX_IMAGE_DIMENSION || height > MAX_IMAGE_DIMENSION) return DEFAULT_SIZE;
  return { width, height };
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Up to `maxLines` lines of about `width` characters, the last one cut with an ellipsis. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, width - 1)}…`;
  }
  return lines;
}

export interface ProductImage {
  title: string;
  brand: string;
  department: string;
  /** The leaf category's handle: which part is drawn. */
  partType: string;
  /** Varies the angle and side per item, so a listing of one part type is not one picture repeated. */
  itemId: number;
  color: string;
  view: string;
  index: number;
  size?: string;
  /** Requested rendering width (the SVG scales; the aspect ratio stays). */
  width?: number;
}

/** The drawing of a part type, else its department's icon. */
export const drawingOf = (partType: string, department: string) => PART_DRAWINGS[partType] ?? DEPARTMENT_ICONS[department] ?? DEPARTMENT_ICONS['tools-garage']!;

/**
 * A product-card graphic: the part type's drawing on the department's accent gradient, brand, view
 * label and the title. The brand gives an uncoloured part its finish; the item turns and mirrors it.
 */
export function renderProductImage(p: ProductImage): string {
  const { width: w, height: h } = parseImageSize(p.size);
  const accent = DEPARTMENT_ACCENTS[p.department] ?? '#455a64';
  const icon = drawingOf(p.partType, p.department);
  const fill = PART_COLORS[p.color] ?? BRAND_FINISHES[hashOf(p.brand) % BRAND_FINISHES.length]!;
  const look = mixSeed(p.itemId);
  const mirror = look % 2 === 0 ? -1 : 1;
  // Each view shows the part from a slightly different angle and distance; each item from its own.
  const scale = (Math.min(w, h) / 400) * (p.index === 2 ? 0.95 : 0.7) * (0.9 + ((look >>> 8) % 16) / 100);
  const rotate = [0, -12, 8, -4, 14, 0][p.index % 6]! + (((look >>> 4) % 21) - 10);
  const lines = wrap(p.title, Math.max(18, Math.round(w / 44)), 2);
  const fontSize = Math.round(w / 28);
  const outWidth = p.width ?? w;
  const outHeight = Math.round((outWidth * h) / w);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(`${p.title} - ${p.view}`)}">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${accent}" stop-opacity="0.22"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<ellipse cx="${w / 2}" cy="${h * 0.45}" rx="${w * 0.42}" ry="${h * 0.36}" fill="url(#glow)"/>
<ellipse cx="${w / 2}" cy="${h * 0.72}" rx="${w * 0.28}" ry="${h * 0.03}" fill="#000" opacity="0.12"/>
<g transform="translate(${w / 2} ${h * 0.44}) rotate(${rotate}) scale(${(scale * mirror).toFixed(3)} ${scale.toFixed(3)})">${icon(fill, '#1f2933')}</g>
<text x="${w * 0.05}" y="${h * 0.08}" ${FONT} font-size="${fontSize}" font-weight="800" fill="${accent}">${escapeXml(p.brand.toUpperCase())}</text>
<text x="${w * 0.95}" y="${h * 0.08}" ${FONT} font-size="${Math.round(fontSize * 0.75)}" fill="#52606d" text-anchor="end">${escapeXml(p.view)}</text>
${lines.map((line, i) => `<text x="${w / 2}" y="${h * 0.84 + i * fontSize * 1.25}" ${FONT} font-size="${fontSize}" font-weight="600" fill="#1f2933" text-anchor="middle">${escapeXml(line)}</text>`).join('\n')}
</svg>`;
}

/** A wordmark for a brand, or a category tile (its part type's drawing, a department's icon). */
export function renderLabelImage(label: string, department: string, width = 600, height = 600, partType = ''): string {
  const accent = DEPARTMENT_ACCENTS[department] ?? '#263238';
  const icon = department ? drawingOf(partType, department) : undefined;
  const lines = wrap(label, 14, 2);
  const fontSize = Math.round(width / (icon ? 11 : 8));
  const textTop = icon ? height * 0.78 : height / 2 - ((lines.length - 1) * fontSize * 0.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<rect width="${width}" height="${height}" rx="${width * 0.06}" fill="${accent}" opacity="0.12"/>
${icon ? `<g transform="translate(${width / 2} ${height * 0.4}) scale(${(width / 400) * 0.55})">${icon('#9aa5b1', '#1f2933')}</g>` : ''}
${lines.map((line, i) => `<text x="${width / 2}" y="${textTop + i * fontSize * 1.2}" ${FONT} font-size="${fontSize}" font-weight="800" fill="${icon ? '#1f2933' : accent}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`).join('\n')}
</svg>`;
}
