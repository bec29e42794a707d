import type { LeafCategory, PartTemplate } from './category-tree';
import { chance, intBetween, pick, type Rng } from './random';

/** Spec §3 label/value pairs (itemCustoms, skuCustoms, partNumberCustoms). */
export interface LabelValue {
  label: string;
  value: string;
}

const WARRANTIES = ['90-Day Warranty', '1-Year Limited Warranty', '2-Year Limited Warranty', '3-Year Warranty', 'Limited Lifetime Warranty'];
const INSTALL = [
  'Direct bolt-on replacement using factory mounting points. No drilling or cutting required. Estimated install time: 1 hour.',
  'Plug-and-play connectors. Disconnect the battery before installation. Estimated install time: 30 minutes.',
  'Professional installation recommended. Torque all fasteners to factory specification.',
  'Basic hand tools required. Step-by-step instructions included in the box.',
];
const SPECIAL_NOTES = [
  'Please verify fitment with your vehicle details before ordering.',
  'Sold as a pair: you will receive both sides.',
  'Images are for reference; the actual product may vary slightly.',
  'Not legal for sale or use on pollution-controlled vehicles in California.',
];
const CAMPAIGN_MARKS = ['BLACK_FRIDAY', 'NEW_ARRIVAL', 'HOT_SALE'] as const;
const COLOR_WORDS = ['Black', 'Chrome', 'Smoked', 'Red', 'Clear', 'Yellow', 'Gray', 'Tan', 'Silver', 'Blue'];

export function colorOf(variant: string): string {
  return COLOR_WORDS.find((c) => variant.includes(c)) ?? '';
}

export function subTitleOf(brandName: string, leaf: LeafCategory): string {
  return `${brandName} ${leaf.name}: ${leaf.tagline}`;
}

export function detailContentOf(title: string, brandName: string, leaf: LeafCategory, template: PartTemplate, vehicleText: string, customs: readonly LabelValue[]): string {
  const features = customs.map((c) => `<li>${escapeHtml(c.label)}: ${escapeHtml(c.value)}</li>`).join('');
  return (
    `<h2>${escapeHtml(title)}</h2>` +
    `<p>${escapeHtml(leaf.tagline)}. Made by ${escapeHtml(brandName)} for ${escapeHtml(vehicleText)}.</p>` +
    `<ul><li>Package: ${template.quantity} × ${escapeHtml(template.inKind)}</li>${features}</ul>`
  );
}

export function installationOf(rng: Rng): string {
  return pick(rng, INSTALL);
}

export function warrantyOf(rng: Rng): string {
  return pick(rng, WARRANTIES);
}

export function specialNoteOf(rng: Rng): string {
  return chance(rng, 0.25) ? pick(rng, SPECIAL_NOTES) : '';
}

export function campaignMarkOf(rng: Rng): string {
  const r = rng();
  if (r < 0.06) return CAMPAIGN_MARKS[0];
  if (r < 0.1) return CAMPAIGN_MARKS[1];
  if (r < 0.15) return CAMPAIGN_MARKS[2];
  return '';
}

/** One value per display attribute of the leaf, plus where it goes. */
export function itemCustomsOf(rng: Rng, leaf: LeafCategory, template: PartTemplate): LabelValue[] {
  const customs = leaf.attributes.map((a) => ({ label: a.name, value: pick(rng, a.values) }));
  if (template.location) customs.push({ label: 'Placement on Vehicle', value: template.location });
  return customs;
}

export function skuCustomsOf(template: PartTemplate, color: string): LabelValue[] {
  const customs = [{ label: 'Package', value: template.quantity > 1 ? `${template.inKind} (${template.quantity} pcs)` : template.inKind }];
  if (color) customs.unshift({ label: 'Color', value: color });
  return customs;
}

export function partNumberCustomsOf(rng: Rng): LabelValue[] {
  const oe = `${intBetween(rng, 10000, 99999)}-${String.fromCharCode(65 + intBetween(rng, 0, 25))}${intBetween(rng, 100, 999)}`;
  const customs = [{ label: 'OE Number', value: oe }];
  if (chance(rng, 0.5)) customs.push({ label: 'Interchange Part Number', value: `${intBetween(rng, 100, 999)}-${intBetween(rng, 10000, 99999)}` });
  return customs;
}

/** Shipping plans (spec §9: plan names include Standard Shipping). */
export function logisticsListOf(rng: Rng, heavy: boolean): object[] {
  const standard = { code: 'STANDARD', name: 'Standard Shipping', minDays: heavy ? 5 : 3, maxDays: heavy ? 9 : 7, free: true };
  if (heavy || chance(rng, 0.3)) return [standard];
  return [standard, { code: 'EXPEDITED', name: 'Expedited Shipping', minDays: 1, maxDays: 3, free: false }];
}

/** Spec §3 itemDecorate, on ~20% of items (a rich promo block above the description). */
export function itemDecorateOf(rng: Rng, itemId: number, leaf: LeafCategory): object | null {
  if (!chance(rng, 0.2)) return null;
  return {
    id: itemId,
    entityType: 'ITEM',
    templateId: intBetween(rng, 1, 4),
    hasBlank: chance(rng, 0.3),
    content: `<section class="decorate"><h3>Why our ${escapeHtml(leaf.name.toLowerCase())}?</h3><p>${escapeHtml(leaf.tagline)}.</p></section>`,
  };
}

/** UPC-A: 11 digits from the item index, then the check digit. */
export function barCodeOf(index: number): string {
  const body = `8${String(4_000_000_000 + index).padStart(10, '0')}`;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
