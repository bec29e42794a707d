import styled from '@emotion/styled';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { colors, radii } from '@axlebay/shared-lib';

/** What each number of stars stands for, said with the choice. */
export const STAR_WORDS = ['Poor', 'Fair', 'Average', 'Good', 'Excellent'] as const;

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 4px;
  }
  .stars {
    display: flex;
    align-items: center;
    gap: 4px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }
  label {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${radii.md};
    font-size: 30px;
    line-height: 1;
    color: ${colors.neutral};
    cursor: pointer;
  }
  label[data-on] {
    color: ${colors.warning};
  }
  input:focus-visible + label {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  .word {
    margin-left: 8px;
    min-width: 80px;
    color: ${colors.textMuted};
  }
  .error {
    display: block;
    color: ${colors.danger};
    font-size: 14px;
    min-height: 20px;
  }
`;

/**
 * The rating as five native radio buttons in a fieldset: Tab reaches the group, the arrow keys move
 * between the stars and choose, each star is labelled "4 stars, Good". Stars up to the choice are
 * filled (colour plus shape: ★ against ☆, so the choice does not rest on colour alone).
 */
export function StarRatingInput({ value, error, field, idPrefix }: { value: number; error?: string; field: UseFormRegisterReturn; idPrefix: string }) {
  const errorId = `${idPrefix}-error`;
  return (
    <Group aria-describedby={errorId} aria-invalid={Boolean(error) || undefined} data-testid="rating-input">
      <legend>Your rating</legend>
      <div className="stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n}>
            <input type="radio" id={`${idPrefix}-${n}`} value={String(n)} aria-label={`${n} star${n === 1 ? '' : 's'}, ${STAR_WORDS[n - 1]}`} {...field} />
            <label htmlFor={`${idPrefix}-${n}`} data-on={n <= value || undefined}>
              <span aria-hidden="true">{n <= value ? '★' : '☆'}</span>
            </label>
          </span>
        ))}
        <span className="word" aria-hidden="true">
          {value ? STAR_WORDS[value - 1] : ''}
        </span>
      </div>
      <span className="error" id={errorId} role={error ? 'alert' : undefined}>
        {error}
      </span>
    </Group>
  );
}
