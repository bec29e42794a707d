import styled from '@emotion/styled';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, FormMessage, colors, serverFormErrors, useApi } from '@axlebay/shared-lib';
import { ACCOUNT_API } from '../sign-in/account-paths';
import { avatarSrc, type AccountProfile } from './account-profile';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

const Row = styled.div`
  display: flex;
  gap: 16px;
  align-items: center;
  flex-wrap: wrap;
`;

// Fixed size: the picture arriving never moves the page (no layout shift).
const Picture = styled.div`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  overflow: hidden;
  background: ${colors.surface};
  display: grid;
  place-items: center;
  font-size: 28px;
  font-weight: 700;
  color: ${colors.textMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Profile picture: shown, and replaced by a multipart upload (spec §7 avatar). */
export function AvatarSection({ profile, onChanged }: { profile: AccountProfile; onChanged: (p: AccountProfile) => void }) {
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const src = avatarSrc(profile.avatarUrl, api.baseURL);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Checked here to spare a pointless upload; the API checks the bytes themselves again.
    if (!AVATAR_TYPES.includes(file.type)) return setMessage({ tone: 'error', text: 'Please choose a PNG, JPEG, WebP or GIF image' });
    if (file.size > AVATAR_MAX_BYTES) return setMessage({ tone: 'error', text: 'The image must be 2 MB or smaller' });
    setPending(true);
    setMessage(undefined);
    try {
      onChanged(await api.post<AccountProfile>(ACCOUNT_API.avatar, { requestType: 'formdata', file }));
      setMessage({ tone: 'success', text: 'Your picture has been updated.' });
    } catch (error) {
      const found = serverFormErrors(error, ['file'] as const);
      setMessage({ tone: 'error', text: found.fields.file ?? found.form ?? 'The picture could not be uploaded.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Row>
      <Picture>{src ? <img src={src} alt="Your profile picture" width={72} height={72} /> : <span aria-hidden="true">{(profile.nickname || profile.email).charAt(0).toUpperCase()}</span>}</Picture>
      <input ref={input} type="file" accept={AVATAR_TYPES.join(',')} hidden onChange={upload} aria-label="Profile picture file" data-testid="avatar-input" />
      <Button type="button" variant="secondary" disabled={pending} onClick={() => input.current?.click()}>
        {pending ? 'Uploading…' : src ? 'Change picture' : 'Add a picture'}
      </Button>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </Row>
  );
}
