import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { Button, colors, LoadError, TableScroll, useApi, useBusState, formatCount } from '@axlebay/shared-lib';

export const FITMENT_API = '/item/public/buyer/item/fitment/list';
const PAGE_SIZE = 20;

/** Spec §3 "Vehicle fitment columns". */
interface FitmentRow {
  year: number;
  make: string;
  model: string;
  subModel: string;
  series: string;
  engine: string;
  engineCode: string;
  engineType: string;
  bodyStyle: string;
  location: string;
  note: string;
}

interface FitmentPage {
  vehicleUniversal: boolean;
  list: FitmentRow[];
  total: number;
  page: number;
}

const Scroll = styled(TableScroll)`
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 14px;
  }
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid ${colors.border};
    white-space: nowrap;
  }
  tr[data-current='true'] td {
    background: ${colors.surface};
    font-weight: 600;
  }
`;

const COLUMNS: Array<[keyof FitmentRow, string]> = [
  ['year', 'Year'],
  ['make', 'Make'],
  ['model', 'Model'],
  ['subModel', 'Submodel'],
  ['engine', 'Engine'],
  ['bodyStyle', 'Body'],
  ['location', 'Position'],
  ['note', 'Notes'],
];

/**
 * The vehicles an item fits (exposed as `./fitment-table` for the product page). Rows for the current
 * vehicle's year, make and model are marked. Paged 20 at a time with "Show more".
 */
export function FitmentTable({ itemId }: { itemId: number }) {
  const api = useApi();
  const vehicle = useBusState('vehicle.changed');
  const [rows, setRows] = useState<FitmentRow[]>([]);
  const [meta, setMeta] = useState<{ total: number; page: number; universal: boolean }>();
  const [error, setError] = useState<string>();

  const load = useCallback(
    async (page: number) => {
      try {
        const answer = await api.get<FitmentPage>(FITMENT_API, { itemId, page, size: PAGE_SIZE });
        setRows((before) => (page === 1 ? answer.list : [...before, ...answer.list]));
        setMeta({ total: answer.total, page, universal: answer.vehicleUniversal });
        setError(undefined);
      } catch (e) {
        setError(e instanceof Error ? e.message : 'The fitment list could not be loaded.');
      }
    },
    [api, itemId],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  if (error) {
    return <LoadError message={error} onRetry={() => void load(meta ? meta.page + 1 : 1)} />;
  }
  if (!meta) return <p>Loading the vehicles this part fits…</p>;
  if (meta.universal && meta.total === 0) return <p data-testid="fitment-universal">Universal part: fits any vehicle.</p>;
  if (meta.total === 0) return <p>No vehicle applications are listed for this part.</p>;
  const isCurrent = (r: FitmentRow) =>
    vehicle !== null && vehicle !== undefined && String(r.year) === vehicle.yearName && r.make === vehicle.makeName && r.model === vehicle.modelName;
  return (
    <div data-testid="fitment-table">
      <p>
        Fits {formatCount(meta.total)} vehicle{meta.total === 1 ? '' : 's'}.
      </p>
      <Scroll label="Vehicles this part fits">
        <table>
          <thead>
            <tr>
              {COLUMNS.map(([, label]) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} data-current={isCurrent(r)}>
                {COLUMNS.map(([key]) => (
                  <td key={key}>{String(r[key] ?? '') || '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      {rows.length < meta.total && (
        <Button type="button" variant="secondary" onClick={() => void load(meta.page + 1)}>
          Show more ({formatCount(meta.total - rows.length)} more)
        </Button>
      )}
    </div>
  );
}
