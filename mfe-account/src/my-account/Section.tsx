import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { colors, radii } from '@axlebay/shared-lib';

const Card = styled.section`
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  padding: 16px;
  display: grid;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 20px;
  }
`;

/** One titled part of the account page, labelled by its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </Card>
  );
}
