import styled from '@emotion/styled';
import { colors, layout, radii } from '../tokens';
import { Button } from './Button';

const Box = styled.div`
  max-width: ${layout.maxWidth}px;
  margin: 24px auto;
  padding: 24px;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  h2 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0 0 16px;
    color: ${colors.textMuted};
  }
`;

export interface RemoteFallbackProps {
  /** Which part of the shop failed, in shopper words (e.g. "the catalog"). */
  area: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** What a shopper sees where a remote could not load or crashed. The rest of the page keeps working. */
export function RemoteFallback({ area, onRetry, retrying }: RemoteFallbackProps) {
  return (
    <Box role="alert" data-testid="remote-fallback">
      <h2>This part of the shop is not available right now</h2>
      <p>We could not load {area}. Your cart and vehicle are safe. Please try again in a moment.</p>
      {onRetry && (
        <Button type="button" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      )}
    </Box>
  );
}
