import { useEffect, useId, useState, type FormEvent } from 'react';
import { isPostalCodeComplete, normalizePostalCode, type Market } from '../../market';
import { Button } from './Button';
import { InlineForm } from './inline-form';

/** What a shopper is told when the code cannot be a code of the market (spec §5 postal code rule). */
export const postalCodeFormatText = (market: Pick<Market, 'code'>) => (market.code === 'CA' ? 'Enter a postal code such as K1A 0B1' : 'Enter a 5-digit ZIP code');

/**
 * The postal code a delivery estimate is for: the market's label (ZIP code / Postal code, spec §3
 * Country configs), normalised by the spec §5 rule, submitted only when it is a whole code. The error
 * line keeps its height, so nothing moves when it shows.
 */
export function PostalCodeForm({ market, value, onSubmit, submitLabel = 'Update' }: { market: Pick<Market, 'code' | 'postalCodeLabel'>; value: string; onSubmit: (code: string) => void; submitLabel?: string }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [error, setError] = useState<string>();
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizePostalCode(market, text);
    if (!code || !isPostalCodeComplete(market, code)) {
      setError(postalCodeFormatText(market));
      return;
    }
    setError(undefined);
    onSubmit(code);
  };
  return (
    <InlineForm onSubmit={submit} data-testid="postal-code-form">
      <label htmlFor={id}>{market.postalCodeLabel}</label>
      <div className="row">
        <input
          id={id}
          name="postalCode"
          autoComplete="postal-code"
          inputMode={market.code === 'US' ? 'numeric' : 'text'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-error`}
        />
        <Button type="submit" variant="secondary">
          {submitLabel}
        </Button>
      </div>
      <p className="message" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </InlineForm>
  );
}
