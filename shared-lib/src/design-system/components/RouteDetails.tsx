import styled from '@emotion/styled';
import { colors } from '../tokens';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 16px 0;
  padding: 12px 16px;
  background: ${colors.surface};
  border-radius: 8px;
  font-size: 14px;
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    word-break: break-word;
  }
`;

/** Shows the route parameters a page was opened with (page frames show what they will be filled from). */
export function RouteDetails({ values }: { values: Record<string, string> }) {
  const entries = Object.entries(values).filter(([, v]) => v !== '');
  if (entries.length === 0) return null;
  return (
    <List aria-label="Page parameters" data-testid="route-details">
      {entries.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd data-param={k}>{v}</dd>
        </div>
      ))}
    </List>
  );
}
