import styled from '@emotion/styled';
import { Button, FormMessage, TextField, useApi, type CurrentVehicle } from '@axlebay/shared-lib';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LABEL_OFFSET } from './styles';
import { TAXONOMY_API } from './taxonomy-client';
import { isVinDecodeAnswer, normalizeVin, vinErrorMessage, vinNotes, vinProblem, vinSummary, vinToInitial, VIN_UNAVAILABLE } from './vin';

export interface VinFieldProps {
  /** The decoded vehicle as a selector pre-fill (node ids and names, `vin`) and a summary like "2018 Toyota Corolla LE 1.8L I4". */
  onDecoded: (initial: Partial<CurrentVehicle>, summary: string) => void;
}

const Form = styled.form`
  display: grid;
  gap: 8px;
  max-width: 440px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0 8px;
  align-items: start;
  & > button {
    margin-top: ${LABEL_OFFSET + 4}px;
  }
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
      <Row>
        <TextField
          label="VIN"
          name="vin"
          value={value}
          onChange={(e) => setValue(e.target.value.toUpperCase())}
          error={error}
          hint="17 characters, on the dashboard or the driver's door frame"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Decoding…' : 'Decode'}
        </Button>
      </Row>
      {found && <FormMessage tone="success">Found: {found}</FormMessage>}
      {notes.map((note) => (
        <FormMessage key={note} tone="info">
          {note}
        </FormMessage>
      ))}
    </Form>
  );
}
