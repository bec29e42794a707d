import { describe, expect, it } from '@jest/globals';
import { contrastRatio } from './contrast';
import { colors } from './tokens';

const AA = 4.5;

describe('palette contrast (WCAG 2.2 AA)', () => {
  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });

  it.each([
    ['text', colors.text, colors.background],
    ['text on surface', colors.text, colors.surface],
    ['muted text', colors.textMuted, colors.background],
    ['muted text on surface', colors.textMuted, colors.surface],
    ['primary link', colors.primary, colors.background],
    ['button text', colors.onPrimary, colors.primary],
    ['button hover text', colors.onPrimary, colors.primaryHover],
    ['header text', colors.onHeader, colors.header],
    ['header muted', colors.onHeaderMuted, colors.header],
    ['fit: fits', colors.success, colors.background],
    ['fit: not fit', colors.danger, colors.background],
    ['fit: no vehicle', colors.neutral, colors.background],
    ['fit: more detail', colors.warning, colors.background],
    ['sale', colors.sale, colors.background],
  ])('%s reaches 4.5:1', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA);
  });

  it('focus rings reach 3:1 against what they sit on', () => {
    expect(contrastRatio(colors.focus, colors.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.focusOnDark, colors.header)).toBeGreaterThanOrEqual(3);
  });
});
