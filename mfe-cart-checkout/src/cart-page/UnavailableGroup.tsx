import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { Button, colors } from '@axlebay/shared-lib';
import { REMOVE_ALL_UNAVAILABLE_TEXT, UNAVAILABLE_HEADING } from './cart-page-texts';

const Group = styled.section`
  margin-top: 24px;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  h2 {
    font-size: 20px;
    margin: 0;
  }
  p {
    margin: 4px 0 0;
    color: ${colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** Spec §4 Product status: the lines that cannot be bought, not counted in the totals, removable at once. */
export function UnavailableGroup({ count, onRemoveAll, busy, children }: { count: number; onRemoveAll: () => void; busy: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <Group aria-labelledby={id} data-testid="unavailable-group">
      <header>
        <h2 id={id}>
          {UNAVAILABLE_HEADING} ({count})
        </h2>
        <Button type="button" variant="secondary" onClick={onRemoveAll} disabled={busy}>
          {REMOVE_ALL_UNAVAILABLE_TEXT}
        </Button>
      </header>
      <p>These items are not counted in your order total.</p>
      <ul>{children}</ul>
    </Group>
  );
}
