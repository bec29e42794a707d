import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, FormMessage, REVIEW_API, REVIEW_LIMITS, colors, radii, serverFormErrors, useApi, type ReviewPhoto } from '@axlebay/shared-lib';

export interface PickedPhoto {
  id: string;
  /** The chosen file, shown from the browser's memory (the API serves it once the review holds it). */
  preview: string;
  name: string;
}

const Frame = styled.div`
  display: grid;
  gap: 8px;
  .label {
    font-weight: 600;
  }
  .hint {
    color: ${colors.textMuted};
    font-size: 14px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    gap: 4px;
    justify-items: start;
  }
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${radii.sm};
    border: 1px solid ${colors.border};
  }
`;

const MB = 1024 * 1024;
const TYPE_NAMES = 'JPEG, PNG or WebP';

/**
 * Up to 3 photos, each uploaded as soon as it is chosen (`REVIEW_API.photo`) and sent with the
 * review by id. Checked here for type and size to spare a pointless upload; the API checks the bytes.
 */
export function ReviewPhotosField({ photos, onChange, onBusy }: { photos: PickedPhoto[]; onChange: (photos: PickedPhoto[]) => void; onBusy: (busy: boolean) => void }) {
  const api = useApi();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string>();
  const current = useRef(photos);
  current.current = photos;
  const room = REVIEW_LIMITS.photosMax - photos.length - uploading;

  // The previews live in the browser's memory until the form goes.
  useEffect(() => () => current.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const problems: string[] = [];
    if (files.length > room) problems.push(`A review can have at most ${REVIEW_LIMITS.photosMax} photos.`);
    const wanted = files.slice(0, Math.max(0, room)).filter((file) => {
      if (!(REVIEW_LIMITS.photoTypes as readonly string[]).includes(file.type)) problems.push(`${file.name} is not a ${TYPE_NAMES} image.`);
      else if (file.size > REVIEW_LIMITS.photoMaxBytes) problems.push(`${file.name} is larger than ${REVIEW_LIMITS.photoMaxBytes / MB} MB.`);
      else return true;
      return false;
    });
    setProblem(problems.join(' ') || undefined);
    if (wanted.length === 0) return;
    setUploading((n) => n + wanted.length);
    onBusy(true);
    const added: PickedPhoto[] = [];
    for (const file of wanted) {
      try {
        const answer = await api.post<ReviewPhoto>(REVIEW_API.photo, { requestType: 'formdata', file });
        added.push({ id: answer.id, preview: URL.createObjectURL(file), name: file.name });
      } catch (error) {
        const found = serverFormErrors(error, ['file'] as const);
        problems.push(`${file.name}: ${found.fields.file ?? found.form ?? 'the photo could not be uploaded.'}`);
      }
    }
    setUploading((n) => n - wanted.length);
    onBusy(false);
    setProblem(problems.join(' ') || undefined);
    onChange([...current.current, ...added]);
  };

  const remove = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.preview);
    onChange(current.current.filter((p) => p.id !== photo.id));
  };

  return (
    <Frame role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} data-testid="review-photos">
      <span className="label" id={`${id}-label`}>
        Photos (optional)
      </span>
      <span className="hint" id={`${id}-hint`}>
        Up to {REVIEW_LIMITS.photosMax} {TYPE_NAMES} images, {REVIEW_LIMITS.photoMaxBytes / MB} MB each: the part fitted, the install, the box it came in.
      </span>
      {photos.length > 0 && (
        <ul>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <img src={photo.preview} alt={`Your photo ${i + 1}: ${photo.name}`} width={96} height={96} />
              <Button type="button" variant="secondary" onClick={() => remove(photo)}>
                Remove photo {i + 1}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input ref={input} type="file" accept={REVIEW_LIMITS.photoTypes.join(',')} multiple hidden onChange={choose} aria-label="Review photo files" data-testid="review-photo-input" />
      {room > 0 && (
        <div>
          <Button type="button" variant="secondary" disabled={uploading > 0} onClick={() => input.current?.click()}>
            {uploading > 0 ? 'Uploading…' : photos.length ? 'Add another photo' : 'Add photos'}
          </Button>
        </div>
      )}
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
    </Frame>
  );
}
