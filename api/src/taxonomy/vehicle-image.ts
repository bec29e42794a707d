/**
 * The per-model vehicle image (spec §3 "Vehicle images"): a generated SVG card with a silhouette for
 * the vPIC vehicle type and the make/model name. No photo rights needed, ~1.5 KB, cacheable forever.
 */
export interface VehicleImageInput {
  make: string;
  model: string;
  vehicleType: string;
  yearFrom: number;
  yearTo: number;
}

/** Bump when the drawing changes: image URLs carry it, so long-cached old cards are not reused. */
export const VEHICLE_IMAGE_VERSION = 1;

/** The public URL of a model's card (vPIC model id), as the image list and the garage answer it. */
export function vehicleImageUrl(publicUrl: string, modelId: number): string {
  return `${publicUrl.replace(/\/$/, '')}/item/public/image/vehicle/${modelId}.svg?v=${VEHICLE_IMAGE_VERSION}`;
}

// Side views on a 480×300 card, ground line at y = 250.
const SILHOUETTES: Record<string, { body: string; windows: string; wheels: [number, number][] }> = {
  'Passenger Car': {
    body: 'M58 232 L66 206 Q72 194 94 191 L150 186 L196 154 Q207 147 222 147 L302 147 Q320 147 333 157 L368 186 L408 192 Q424 196 426 212 L428 232 Z',
    windows: 'M162 184 L202 158 Q208 154 218 154 L258 154 L258 184 Z M268 154 L300 154 Q314 154 324 162 L350 184 L268 184 Z',
    wheels: [[128, 234], [352, 234]],
  },
  Truck: {
    body: 'M48 232 L50 198 Q52 187 68 185 L148 183 L168 146 Q174 138 188 138 L256 138 Q268 138 271 150 L275 183 L432 183 L434 232 Z',
    windows: 'M176 178 L192 148 Q195 144 202 144 L222 144 L222 178 Z M230 144 L256 144 Q262 144 264 152 L267 178 L230 178 Z',
    wheels: [[118, 234], [372, 234]],
  },
  MPV: {
    body: 'M54 232 L57 190 Q59 178 76 176 L120 172 L150 134 Q157 126 170 126 L380 126 Q396 126 402 140 L422 174 Q430 181 430 196 L430 232 Z',
    windows: 'M160 170 L180 140 Q184 134 192 134 L262 134 L262 170 Z M272 134 L336 134 L336 170 L272 170 Z M346 134 L378 134 Q388 134 392 144 L402 170 L346 170 Z',
    wheels: [[126, 234], [362, 234]],
  },
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A stable accent hue per make, so cards of one brand look alike. */
function hueOf(make: string): number {
  let hash = 0;
  for (const ch of make) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % 360;
}

export function vehicleImageSvg({ make, model, vehicleType, yearFrom, yearTo }: VehicleImageInput): string {
  const shape = SILHOUETTES[vehicleType] ?? SILHOUETTES['Passenger Car']!;
  const hue = hueOf(make);
  const modelSize = model.length > 24 ? 20 : model.length > 16 ? 24 : 30;
  // Very long names (vPIC has "Leganza V-200 & variants/derivatives") are squeezed to the card's width.
  const fit = model.length > 30 ? ' textLength="424" lengthAdjust="spacingAndGlyphs"' : '';
  const years = yearFrom === yearTo ? String(yearFrom) : `${yearFrom}–${yearTo}`;
  const wheels = shape.wheels
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="24" fill="#1f2329"/><circle cx="${x}" cy="${y}" r="10" fill="#c9ced6"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300" width="480" height="300" role="img" aria-label="${escapeXml(`${make} ${model}`)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8f9fb"/><stop offset="1" stop-color="#e6e9ee"/></linearGradient></defs>
<rect width="480" height="300" rx="16" fill="url(#bg)"/>
<rect x="28" y="58" width="36" height="3" rx="1.5" fill="hsl(${hue} 55% 45%)"/>
<text x="28" y="44" font-family="'Roboto Flex',system-ui,sans-serif" font-size="13" font-weight="600" letter-spacing="2" fill="#5b6470">${escapeXml(make.toUpperCase())}</text>
<text x="28" y="${88 + (30 - modelSize) / 2}" font-family="'Roboto Flex',system-ui,sans-serif" font-size="${modelSize}" font-weight="800" fill="#1c2026"${fit}>${escapeXml(model)}</text>
<ellipse cx="240" cy="258" rx="200" ry="8" fill="#000" opacity="0.08"/>
<path d="${shape.body}" fill="#2b3038"/>
<path d="${shape.windows}" fill="#9fb0c4" opacity="0.9"/>
${wheels}
<text x="452" y="286" text-anchor="end" font-family="'Roboto Flex',system-ui,sans-serif" font-size="12" fill="#6b7480">${escapeXml(`${years} · ${vehicleType}`)}</text>
</svg>`;
}
