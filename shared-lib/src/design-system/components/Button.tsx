import styled from '@emotion/styled';
import { colors, radii } from '../tokens';

export type ButtonVariant = 'primary' | 'secondary';

/** The one button of the shop. 44 px minimum target (WCAG 2.2 target size, with room to spare). */
export const Button = styled.button<{ variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 20px;
  border-radius: ${radii.md};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 2px solid ${colors.primary};
  background: ${(p) => (p.variant === 'secondary' ? colors.background : colors.primary)};
  color: ${(p) => (p.variant === 'secondary' ? colors.primary : colors.onPrimary)};
  &:hover:not(:disabled) {
    background: ${(p) => (p.variant === 'secondary' ? colors.surface : colors.primaryHover)};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
