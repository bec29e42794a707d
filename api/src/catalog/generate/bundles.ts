import { intBetween, rngFor } from './random';

/** Leaves whose parts are bought together for the same vehicle. */
const COMPLEMENTS: readonly (readonly [string, string])[] = [
  ['headlights', 'fog-lights'],
  ['headlights', 'tail-lights'],
  ['brake-pads', 'brake-rotors'],
  ['brake-rotors', 'brake-calipers'],
  ['shocks-struts', 'sway-bar-links'],
  ['ignition-coils', 'spark-plugs'],
  ['floor-mats', 'cargo-liners'],
  ['cold-air-intakes', 'exhaust-systems'],
  ['control-arms', 'wheel-hubs'],
  ['radiators', 'water-pumps'],
];

export interface BundleCandidate {
  id: number;
  leafHandle: string;
  leafName: string;
  /** Null for universal parts (they are not bundled). */
  primaryModelId: number | null;
  vehicleLabel: string;
  /** Purchasable in both markets. */
  purchasable: boolean;
}

export interface BundleRow {
  id: number;
  name: string;
  itemIds: number[];
  discountPercent: number;
}

/** Pairs of complementary parts for the same primary vehicle, at most one bundle per item per pair kind. */
export function generateBundles(candidates: readonly BundleCandidate[], seed: number, max: number): BundleRow[] {
  const byModel = new Map<number, Map<string, BundleCandidate[]>>();
  for (const c of candidates) {
    if (c.primaryModelId === null || !c.purchasable) continue;
    let leaves = byModel.get(c.primaryModelId);
    if (!leaves) byModel.set(c.primaryModelId, (leaves = new Map()));
    const list = leaves.get(c.leafHandle);
    if (list) list.push(c);
    else leaves.set(c.leafHandle, [c]);
  }
  const bundles: BundleRow[] = [];
  const rng = rngFor(seed, 0xb0d1e);
  for (const modelId of [...byModel.keys()].sort((a, b) => a - b)) {
    const leaves = byModel.get(modelId)!;
    for (const [a, b] of COMPLEMENTS) {
      const first = leaves.get(a)?.[0];
      const second = leaves.get(b)?.[0];
      if (!first || !second) continue;
      if (bundles.length >= max) return bundles;
      bundles.push({
        id: bundles.length + 1,
        name: `${first.vehicleLabel} ${first.leafName} + ${second.leafName} Bundle`,
        itemIds: [first.id, second.id],
        discountPercent: intBetween(rng, 5, 15),
      });
    }
  }
  return bundles;
}
