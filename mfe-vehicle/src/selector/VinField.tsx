import styled from '@emotion/styled';
import { Button, FormMessage, colors, radii, useApi, type CurrentVehicle } from '@axlebay/shared-lib';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TAXONOMY_API } from './taxonomy-client';
import { isVinDecodeAnswer, normalizeVin, vinErrorMessage, vinNotes, vinProblem, vinSummary, vinToInitial, VIN_UNAVAILABLE } from './vin';

export interface VinFieldProps {
  /** The decoded vehicle as a selector pre-fill (node ids and names, `vin`) and a summary like "2018 Toyota Corolla LE 1.8L I4". */
  onDecoded: (initial: Partial<CurrentVehicle>, summary: string) => void;
}

// One column that may shrink below the input's intrinsic width: on a 320 px phone the input narrows
// and Decode stays inside the dialog.
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  max-width: 440px;
`;

// Like the design system's TextField, but with the button on the input's row and the hint above it
// (TextField puts its own ids in aria-describedby and has no slot for a button).
const Field = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input {
    flex: 1;
    min-width: 0;
    width: 100%;
    font: inherit;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    letter-spacing: 0.04em;
  }
  input:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
  }
  input[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  > button {
    flex: none;
  }
`;

const Hint = styled.span`
  color: ${colors.textMuted};
  font-size: 14px;
`;

const ErrorText = styled.span`
  color: ${colors.danger};
  font-size: 14px;
  min-height: 20px;
`;

/**
 * VIN entry: normalizes (spaces, dashes, case), checks the format, then asks the API to decode it.
 * Refusals (400/404) show the server's sentence at the field; a wrong check digit still decodes, with a note.
 */
export function VinField({ onDecoded }: VinFieldProps) {
  const api = useApi();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [found, setFound] = useState<string>();
  const [notes, setNotes] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const request = useRef(0);
  const id = useId();

  useEffect(
    () => () => {
      request.current += 1; // answers arriving after unmount are dropped
    },
    [],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const vin = normalizeVin(value);
    setValue(vin);
    setFound(undefined);
    setNotes([]);
    const problem = vinProblem(vin);
    setError(problem);
    if (problem) return;
    const mine = ++request.current;
    setBusy(true);
    try {
      const answer = await api.post<unknown>(TAXONOMY_API.vinDecode, { vin });
      if (mine !== request.current) return;
      if (!isVinDecodeAnswer(answer)) {
        setError(VIN_UNAVAILABLE);
        return;
      }
      const summary = vinSummary(answer);
      setFound(summary);
      setNotes(vinNotes(answer));
      onDecoded(vinToInitial(answer), summary);
    } catch (failure) {
      if (mine === request.current) setError(vinErrorMessage(failure));
    } finally {
      if (mine === request.current) setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Find your vehicle by VIN">
      <Field>
        <label htmlFor={`${id}-vin`}>VIN</label>
        <Hint id={`${id}-hint`}>17 characters, on the dashboard or the driver's door frame</Hint>
        <Row>
          <input
            id={`${id}-vin`}
            name="vin"
            value={value}
            onChange={(e) => setValue(e.target.value.toUpperCase())}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-hint ${id}-error`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
          />
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Decoding…' : 'Decode'}
          </Button>
        </Row>
        <ErrorText id={`${id}-error`} role={error ? 'alert' : undefined}>
          {error}
        </ErrorText>
      </Field>
      {found && <FormMessage tone="success">Found: {found}</FormMessage>}
      {notes.map((note) => (
        <FormMessage key={note} tone="info">
          {note}
        </FormMessage>
      ))}
    </Form>
  );
}
