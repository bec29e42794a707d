import styled from '@emotion/styled';
import { Button, colors, type CurrentVehicle } from '@axlebay/shared-lib';
import { useState, type FormEvent } from 'react';

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 420px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  input {
    font: inherit;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${colors.border};
    border-radius: 8px;
  }
  [role='alert'] {
    color: ${colors.danger};
    font-weight: 400;
    font-size: 14px;
  }
`;

const FIELDS = [
  { name: 'year', label: 'Year' },
  { name: 'make', label: 'Make' },
  { name: 'model', label: 'Model' },
] as const;
type Field = (typeof FIELDS)[number]['name'];

/**
 * Minimal year/make/model entry (spec §5: a vehicle is saved only if year, make and model are present).
 * Issue 5 replaces it with the five-step selector backed by the NHTSA-derived taxonomy.
 */
export function VehicleForm({ onSave }: { onSave: (v: CurrentVehicle) => void }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const value = (k: Field) => String(data.get(k) ?? '').trim();
    const found: Partial<Record<Field, string>> = {};
    for (const f of FIELDS) if (!value(f.name)) found[f.name] = `Please enter ${f.label}`;
    if (value('year') && !/^\d{4}$/.test(value('year'))) found.year = 'Year is not a valid year';
    setErrors(found);
    if (Object.keys(found).length) return;
    const [year, make, model] = [value('year'), value('make'), value('model')];
    onSave({ year, yearName: year, make, makeName: make, model, modelName: model, attributeValueId: `${year}|${make}|${model}`.toLowerCase() });
  };
  return (
    <Form onSubmit={submit} noValidate aria-label="Add a vehicle">
      {FIELDS.map((f) => (
        <label key={f.name}>
          {f.label}
          <input name={f.name} aria-invalid={Boolean(errors[f.name])} aria-describedby={`${f.name}-error`} inputMode={f.name === 'year' ? 'numeric' : undefined} />
          <span id={`${f.name}-error`} role="alert">{errors[f.name]}</span>
        </label>
      ))}
      <Button type="submit">Shop for this vehicle</Button>
    </Form>
  );
}
