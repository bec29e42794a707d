import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, colors, radii, type Market, type SavedAddress } from '@axlebay/shared-lib';
import { addressLines } from './address-display';

const Card = styled.article<{ isDefault: boolean }>`
  border: ${(p) => (p.isDefault ? `2px solid ${colors.primary}` : `1px solid ${colors.border}`)};
  border-radius: ${radii.md};
  padding: 16px;
  display: grid;
  gap: 12px;
  h3 {
    margin: 0;
    font-size: 16px;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  address {
    font-style: normal;
    line-height: 1.5;
  }
  small {
    color: ${colors.textMuted};
  }
`;

const Badge = styled.span`
  font-size: 14px;
  font-weight: 600;
  padding: 2px 10px;
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.onPrimary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Confirm = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${colors.danger};
  border-radius: ${radii.md};
  p {
    margin: 0;
  }
`;

export interface AddressCardActions {
  onEdit: () => void;
  onMakeDefault: () => Promise<void>;
  onDelete: () => Promise<void>;
}

/**
 * One saved address: name, lines, city, region and postal code, country, phone; the default one is
 * marked. Delete asks first; the answer is announced by the page.
 */
export function AddressCard({ address, shop, busy, onEdit, onMakeDefault, onDelete }: { address: SavedAddress; shop: Market; busy: boolean } & AddressCardActions) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [first, ...rest] = addressLines(address);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    // Back to where the shopper was.
    requestAnimationFrame(() => deleteButton.current?.focus());
  };

  return (
    <Card isDefault={address.isDefault} aria-labelledby={headingId} data-testid="saved-address">
      <h3 id={headingId}>
        {first}
        {address.isDefault && <Badge>Default</Badge>}
      </h3>
      <address>
        {rest.map((line, i) => (
          <span key={i}>
            {line}
            <br />
          </span>
        ))}
      </address>
      {address.isDefault && <small>Offered first at checkout.</small>}
      {address.country !== shop.code && <small>Offered at checkout on our {address.country === 'CA' ? 'Canadian' : 'US'} shop.</small>}
      {confirming ? (
        <Confirm role="group" aria-label="Confirm delete">
          <p>
            Delete the address at {address.address1}, {address.city}?{address.isDefault ? ' Your newest other address becomes the default.' : ''}
          </p>
          <Actions>
            <Button ref={confirmButton} type="button" disabled={busy} onClick={() => void onDelete()}>
              Yes, delete
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={cancel}>
              Keep it
            </Button>
          </Actions>
        </Confirm>
      ) : (
        <Actions>
          <Button type="button" variant="secondary" disabled={busy} onClick={onEdit} aria-describedby={headingId}>
            Edit
          </Button>
          {!address.isDefault && (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void onMakeDefault()} aria-describedby={headingId}>
              Set as default
            </Button>
          )}
          <Button ref={deleteButton} type="button" variant="secondary" disabled={busy} onClick={() => setConfirming(true)} aria-describedby={headingId}>
            Delete
          </Button>
        </Actions>
      )}
    </Card>
  );
}
