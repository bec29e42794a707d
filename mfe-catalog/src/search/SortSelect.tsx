import styled from '@emotion/styled';
import { useId } from 'react';
import { colors, radii } from '@axlebay/shared-lib';
import { SORT_OPTIONS, isSortValue, type SortValue } from './sort';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  label {
    font-weight: 600;
    white-space: nowrap;
  }
  select {
    font: inherit;
    min-height: 44px;
    padding: 0 8px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.background};
  }
`;

/** Spec §9 sorts, exact labels; Best Match is the default. */
export function SortSelect({ value, onChange }: { value: SortValue; onChange: (value: SortValue) => void }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(e) => isSortValue(e.target.value) && onChange(e.target.value)}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
