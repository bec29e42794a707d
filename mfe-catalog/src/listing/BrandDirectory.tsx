import { Link } from '@axlebay/shared-lib';
import type { Brand } from './catalog-directory';
import { Section, TileGrid } from './directory-styles';

/** First letter groups: "A", "B", … and "#" for names starting with a digit. */
export function groupByInitial<T extends { name: string }>(entries: readonly T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const first = entry.name.trim().charAt(0).toUpperCase();
    const initial = /[A-Z]/.test(first) ? first : '#';
    groups.set(initial, [...(groups.get(initial) ?? []), entry]);
  }
  return [...groups].sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b)));
}

/** `/brands`: every brand of the catalog (API), A–Z. */
export function BrandDirectory({ brands }: { brands: readonly Brand[] }) {
  return (
    <div data-testid="brand-directory">
      {groupByInitial(brands).map(([initial, group]) => (
        <Section key={initial} aria-labelledby={`brands-${initial}`}>
          <h2 id={`brands-${initial}`}>{initial}</h2>
          <TileGrid>
            {group.map((b) => (
              <li key={b.id}>
                <Link to={`/brands/${b.urlHandle}`}>
                  {b.logoUrl && <img src={b.logoUrl} alt="" width={40} height={40} loading="lazy" />}
                  {b.name}
                </Link>
              </li>
            ))}
          </TileGrid>
        </Section>
      ))}
    </div>
  );
}
