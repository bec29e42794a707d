import type { ShopId } from '../shop-prices';
import type { SearchDeps } from './filter-search';
import { searchItems } from './search-items';
import { appliedVehicle } from './vehicle-fit';

export interface VehicleCategory {
  id: number;
  name: string;
  urlHandle: string;
  imageUrl: string;
  /** Listed items that fit the vehicle, may fit it (UNCERTAIN) or fit every vehicle. */
  count: number;
  children: VehicleCategory[];
}

/** The category tree cut down to what a vehicle can buy, with counts (departments sum their leaves). */
export async function vehicleCategories(deps: SearchDeps, attributeValueId: number, shopId: ShopId) {
  const vehicle = await deps.vehicles.require(attributeValueId);
  const [{ facets }, categories] = await Promise.all([searchItems(deps, { shopId, vehicle, fitOnly: true }, 'BEST_MATCH', 0), deps.lookups.categories()]);
  const counts = new Map(facets.categories.map((c) => [c.id, c.count]));
  const list: VehicleCategory[] = [];
  for (const department of categories.roots) {
    const children = department.children
      .filter((leaf) => counts.has(leaf.id))
      .map((leaf) => ({ id: leaf.id, name: leaf.name, urlHandle: leaf.urlHandle, imageUrl: leaf.imageUrl, count: counts.get(leaf.id)!, children: [] }));
    const count = children.reduce((sum, c) => sum + c.count, counts.get(department.id) ?? 0);
    if (count > 0) list.push({ id: department.id, name: department.name, urlHandle: department.urlHandle, imageUrl: department.imageUrl, count, children });
  }
  return { appliedVehicle: appliedVehicle(vehicle), list };
}
