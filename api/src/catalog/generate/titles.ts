import { slugify } from './slug';

export function yearRange(from: number, to: number): string {
  return from === to ? String(from) : `${from}-${to}`;
}

/** "with Hardware" joins with a space, anything else after a comma: "…Pair, Black Housing". */
function withVariant(partName: string, variant: string): string {
  if (!variant) return partName;
  return /^with\b/.test(variant) ? `${partName} ${variant}` : `${partName}, ${variant}`;
}

/** "2014-2018 Toyota Corolla LED Headlight Assembly Pair, Black Housing". */
export function vehicleTitle(yearFrom: number, yearTo: number, make: string, model: string, partName: string, variant: string): string {
  return `${yearRange(yearFrom, yearTo)} ${make} ${model} ${withVariant(partName, variant)}`;
}

/** Universal parts: tools read as they are; other parts say they are universal. */
export function universalTitle(partName: string, variant: string, toolLike: boolean): string {
  return toolLike ? withVariant(partName, variant) : `Universal ${withVariant(partName, variant)}`;
}

/** Unique because the part number is. */
export function urlHandleOf(title: string, partNumber: string): string {
  return `${slugify(title)}-${slugify(partNumber)}`;
}
