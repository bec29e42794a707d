import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { colors, layout } from '../tokens';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

const Area = styled.div`
  min-height: ${layout.remoteMinHeight}px;
  max-width: ${layout.maxWidth}px;
  margin: 0 auto;
  padding: 24px 16px;
  div {
    height: 16px;
    margin: 12px 0;
    border-radius: 4px;
    background: ${colors.surface};
    animation: ${pulse} 1.4s ease-in-out infinite;
  }
`;

/** Placeholder that holds the space a page will take, so the footer does not jump (no layout shift). */
export function LoadingArea({ label = 'Loading' }: { label?: string }) {
  return (
    <Area role="status" aria-busy="true" aria-label={label}>
      <div style={{ width: '40%', height: 32 }} />
      <div style={{ width: '90%' }} />
      <div style={{ width: '75%' }} />
    </Area>
  );
}
