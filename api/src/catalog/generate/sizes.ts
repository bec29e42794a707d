import type { DatasetSize } from '../../config/config';

/** Items per dataset size; fitment rows follow from the category mix (~10 per vehicle-specific item). */
export const ITEM_COUNTS: Record<DatasetSize, number> = {
  small: 800,
  default: 20_000,
  large: 100_000,
};
