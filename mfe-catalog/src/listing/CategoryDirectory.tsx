import { Link, useApi, useBusState, vehicleLabel, formatCount } from '@axlebay/shared-lib';
import { useEffect, useMemo, useState } from 'react';
import { buildDirectory, type TreeNode } from './catalog-directory';
import { Note, Section, TileGrid } from './directory-styles';

export const VEHICLE_CATEGORIES_API = '/search/public/buyer/category/vehicle-categories';

interface VehicleCategory {
  id: number;
  count: number;
  children: VehicleCategory[];
}

/** Category id → how many parts fit the vehicle (departments and their categories). */
export function countsById(list: readonly VehicleCategory[]): Map<number, number> {
  const counts = new Map<number, number>();
  const walk = (c: VehicleCategory) => {
    counts.set(c.id, c.count);
    c.children.forEach(walk);
  };
  list.forEach(walk);
  return counts;
}

/**
 * `/categories`: the category tree (API). With a current vehicle, each category shows how many parts
 * fit it (`vehicle-categories`); when that lookup fails the tree shows without counts.
 */
export function CategoryDirectory({ tree }: { tree: readonly TreeNode[] }) {
  const api = useApi();
  const categories = useMemo(() => buildDirectory(tree), [tree]);
  const vehicle = useBusState('vehicle.changed');
  const id = vehicle?.attributeValueId;
  const [counts, setCounts] = useState<{ id: string; counts: Map<number, number> } | null>(null);
  useEffect(() => {
    if (!id) return;
    let current = true;
    api.get<{ list: VehicleCategory[] }>(VEHICLE_CATEGORIES_API, { attributeValueId: id }).then(
      (answer) => current && setCounts({ id, counts: countsById(answer.list) }),
      () => current && setCounts(null),
    );
    return () => {
      current = false;
    };
  }, [api, id]);
  const shown = counts && counts.id === id ? counts.counts : null;
  const countOf = (categoryId: number) => (shown ? <small>{formatCount(shown.get(categoryId) ?? 0)}</small> : null);
  return (
    <div data-testid="category-directory">
      <Note>{vehicle ? `Numbers are parts that fit your ${vehicleLabel(vehicle)}.` : 'Add your vehicle to see how many parts fit it.'}</Note>
      {categories.roots.map((department) => (
        <Section key={department.id} aria-labelledby={`department-${department.id}`}>
          <h2 id={`department-${department.id}`}>
            <Link to={`/${department.urlHandle}`}>{department.name}</Link>
          </h2>
          <TileGrid>
            {department.children.map((c) => (
              <li key={c.id}>
                <Link to={`/${c.urlHandle}`}>
                  {c.name}
                  {countOf(c.id)}
                </Link>
              </li>
            ))}
          </TileGrid>
        </Section>
      ))}
    </div>
  );
}
