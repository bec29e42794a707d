import styled from '@emotion/styled';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { colors, radii, space } from '@axlebay/shared-lib';
import { fileSizeText, PHOTO_ACCEPT } from './photo-checks';

const Frame = styled.div`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  .hint,
  .chosen {
    color: ${colors.textMuted};
    font-size: 14px;
  }
  input {
    font: inherit;
    min-height: 44px;
    padding: ${space(2)};
    border: 1px dashed ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  input:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  .chosen {
    margin: 0;
    padding-left: 20px;
  }
  .error {
    color: ${colors.danger};
    font-size: 14px;
    min-height: 20px;
  }
`;

export interface PhotoFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint: string;
  error?: string;
  /** The files chosen now, listed under the input. */
  chosen: readonly File[];
}

/** A labelled photo picker (several files), its hint, the chosen files and its error, tied by aria-describedby. */
export const PhotoField = forwardRef<HTMLInputElement, PhotoFieldProps>(function PhotoField({ label, hint, error, chosen, ...input }, ref) {
  const id = useId();
  return (
    <Frame>
      <label htmlFor={id}>{label}</label>
      <span className="hint" id={`${id}-hint`}>
        {hint}
      </span>
      <input {...input} ref={ref} id={id} type="file" accept={PHOTO_ACCEPT} multiple aria-invalid={Boolean(error)} aria-describedby={`${id}-hint ${id}-chosen ${id}-error`} />
      <ul className="chosen" id={`${id}-chosen`} aria-label="Chosen photos">
        {chosen.map((file, i) => (
          <li key={`${i}-${file.name}`}>
            {file.name} ({fileSizeText(file.size)})
          </li>
        ))}
      </ul>
      <span className="error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </span>
    </Frame>
  );
});
