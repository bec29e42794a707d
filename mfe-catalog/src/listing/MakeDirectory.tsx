import { Link, useBusState } from '@axlebay/shared-lib';
import { groupByInitial } from './BrandDirectory';
import type { Make } from './catalog-directory';
import { Note, Section, TileGrid } from './directory-styles';
import { slugify } from './slug';

/** `/makes`: every vehicle make of the taxonomy, A–Z; the current vehicle's make first. */
export function MakeDirectory({ makes }: { makes: readonly Make[] }) {
  const vehicle = useBusState('vehicle.changed');
  const mine = vehicle ? makes.find((m) => m.urlHandle === slugify(vehicle.makeName)) : undefined;
  return (
    <div data-testid="make-directory">
      <Note>
        {mine ? (
          <>
            Your vehicle: <Link to={`/makes/${mine.urlHandle}`}>{mine.name} parts</Link>
          </>
        ) : (
          'Choose a make to see its parts.'
        )}
      </Note>
      {groupByInitial(makes).map(([initial, group]) => (
        <Section key={initial} aria-labelledby={`makes-${initial}`}>
          <h2 id={`makes-${initial}`}>{initial}</h2>
          <TileGrid>
            {group.map((m) => (
              <li key={m.urlHandle}>
                <Link to={`/makes/${m.urlHandle}`}>{m.name}</Link>
              </li>
            ))}
          </TileGrid>
        </Section>
      ))}
    </div>
  );
}
