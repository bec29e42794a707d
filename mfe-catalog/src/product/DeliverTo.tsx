import styled from '@emotion/styled';
import { useState } from 'react';
import { Button, colors, PostalCodeForm, useMarket, usePostalCode } from '@axlebay/shared-lib';

const Row = styled.div`
  display: grid;
  gap: 4px;
  .to {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    margin: 0;
  }
  .muted {
    color: ${colors.textMuted};
  }
`;

/**
 * "Deliver to Beverly Hills 90210" (spec §3 Postal data, §4 Postal code): the code the delivery
 * estimate is for, from shared-lib's postal service (the shopper's code wins over the detected one),
 * and a way to change it. The cart and checkout read the same code.
 */
export function DeliverTo() {
  const market = useMarket();
  const { postal, setPostalCode } = usePostalCode();
  const [editing, setEditing] = useState(false);
  const known = Boolean(postal.postCode);
  return (
    <Row data-testid="product-deliver-to">
      {known && !editing ? (
        <p className="to">
          <span>
            Deliver to <strong>{`${postal.cityName ? `${postal.cityName} ` : ''}${postal.postCode}`}</strong>
          </span>
          <Button type="button" variant="secondary" onClick={() => setEditing(true)} aria-label={`Change the ${market.postalCodeLabel}`}>
            Change
          </Button>
        </p>
      ) : (
        <PostalCodeForm
          market={market}
          value={postal.postCode}
          submitLabel="Save"
          onSubmit={(code) => {
            setPostalCode(code);
            setEditing(false);
          }}
        />
      )}
      {known && !postal.loading && !postal.deliverAble && <p className="muted">{`We could not find ${postal.postCode} in our delivery area. Check the ${market.postalCodeLabel}.`}</p>}
    </Row>
  );
}
