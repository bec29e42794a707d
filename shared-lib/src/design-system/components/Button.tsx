import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { colors, radii } from '../tokens';
import { Link } from './Link';

export type ButtonVariant = 'primary' | 'secondary';

const buttonLook = (variant: ButtonVariant = 'primary') => css`
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
  text-decoration: none;
  border: 2px solid ${colors.primary};
  background: ${variant === 'secondary' ? colors.background : colors.primary};
  color: ${variant === 'secondary' ? colors.primary : colors.onPrimary};
  &:hover:not(:disabled) {
    background: ${variant === 'secondary' ? colors.surface : colors.primaryHover};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The one button of the shop. 44 px minimum target (WCAG 2.2 target size, with room to spare). */
export const Button = styled.button<{ variant?: ButtonVariant }>`
  ${(p) => buttonLook(p.variant)}
`;

/** An in-site link that looks like a button (a navigation, not an action). */
export const ButtonLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: ButtonVariant }>`
  ${(p) => buttonLook(p.variant)}
`;
