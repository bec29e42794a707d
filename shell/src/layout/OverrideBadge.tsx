import styled from '@emotion/styled';
import { colors, webStorage } from '@axlebay/shared-lib';
import { clearOverrides, type Overrides } from '../registry/overrides';

const Badge = styled.aside`
  position: fixed;
  bottom: 12px;
  left: 12px;
  z-index: 1001;
  max-width: calc(100vw - 24px);
  padding: 8px 12px;
  background: ${colors.warning};
  color: #fff;
  border-radius: 8px;
  font-size: 13px;
  button {
    margin-left: 8px;
    font: inherit;
    font-weight: 700;
    min-height: 32px;
    cursor: pointer;
  }
  code {
    word-break: break-all;
  }
`;

/** Visible whenever a remote is overridden, so nobody mistakes a local composition for production. */
export function OverrideBadge({ overrides }: { overrides: Overrides }) {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <Badge data-testid="override-badge" aria-label="Remote overrides active" data-print-hide="">
      Overrides active:{' '}
      {entries.map(([name, url]) => (
        <span key={name}>
          {name} → <code>{url}</code>{' '}
        </span>
      ))}
      <button
        type="button"
        onClick={() => {
          clearOverrides(webStorage('local'));
          const url = new URL(location.href);
          url.searchParams.delete('mfOverride');
          location.replace(url.toString());
        }}
      >
        Clear overrides
      </button>
    </Badge>
  );
}
