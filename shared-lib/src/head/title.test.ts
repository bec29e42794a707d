import { BRAND, DEFAULT_DESCRIPTION, DEFAULT_TITLE, formatTitle } from './title';

describe('page title', () => {
  it('uses the Axlebay brand and the spec defaults', () => {
    expect(BRAND).toBe('Axlebay');
    expect(DEFAULT_TITLE).toBe('Shop Aftermarket Auto Parts Online | Axlebay');
    expect(DEFAULT_DESCRIPTION).toBe(
      'Shop aftermarket auto parts that fit your vehicle, with fast shipping, 90-day returns and 24/7 support.',
    );
  });

  it('appends the brand', () => {
    expect(formatTitle('Brake Pads')).toBe('Brake Pads | Axlebay');
  });

  it('trims the title', () => {
    expect(formatTitle('  Brake Pads ')).toBe('Brake Pads | Axlebay');
  });

  it.each([undefined, null, '', '   '])('gives the default title for %p', (title) => {
    expect(formatTitle(title)).toBe(DEFAULT_TITLE);
  });

  it('does not append the brand twice', () => {
    expect(formatTitle('Brake Pads | Axlebay')).toBe('Brake Pads | Axlebay');
    expect(formatTitle(DEFAULT_TITLE)).toBe(DEFAULT_TITLE);
  });
});
