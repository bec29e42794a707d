import type { ContentType } from './content-types';

/** One seeded entry; dates are ISO instants (UTC). */
export interface ContentSeed {
  type: ContentType;
  code: string;
  title: string;
  value: Record<string, unknown>;
  sort?: number;
  active?: boolean;
  startsAt?: string;
  endsAt?: string;
  url?: string;
}

/** Banner pictures: paths relative to the file address (`GET /infra/public/buyer/file/address`). */
const art = (theme: string, variant: 'desktop' | 'mobile') => `banner/${theme}-${variant}.svg`;

/** A banner pair (desktop + mobile) with the same words and link, its own art for each width. */
function bannerPair(code: string, sort: number, words: { heading: string; text: string; cta: string; link: string; theme: string }): ContentSeed[] {
  const value = (variant: 'desktop' | 'mobile') => ({
    heading: words.heading,
    text: words.text,
    cta: words.cta,
    link: words.link,
    image: art(words.theme, variant),
    alt: '',
  });
  return [
    { type: 'BANNER', code, title: words.heading, value: value('desktop'), sort },
    { type: 'MOBILE_BANNER', code, title: words.heading, value: value('mobile'), sort },
  ];
}

/**
 * The seeded content of each shop (2022 US in USD, 2023 Canada in CAD), spec §3 content types.
 * Coupon codes are those of the shop settings' COUPON_TYPES (api/src/settings), so an offer shown
 * is an offer the checkout honours.
 */
export function contentSeedFor(shopId: 2022 | 2023): ContentSeed[] {
  const ca = shopId === 2023;
  return [
    {
      type: 'ANNOUNCEMENT',
      code: 'free-shipping',
      title: 'Free shipping threshold',
      value: ca
        ? { text: 'Free shipping across Canada on orders over CA$99 · 90-day returns', link: '/help/faq', linkText: 'Details' }
        : { text: 'Free shipping on orders over $79 · 90-day returns', link: '/help/faq', linkText: 'Details' },
      sort: 10,
    },
    {
      type: 'ANNOUNCEMENT',
      code: 'black-friday-2025',
      title: 'Black Friday 2025',
      value: { text: ca ? 'Black Friday: up to 30% off brakes and lighting across Canada, ends Dec 1' : 'Black Friday: up to 30% off brakes and lighting, ends Dec 1', link: '/parts' },
      sort: 0,
      startsAt: '2025-11-24T05:00:00.000Z',
      endsAt: '2025-12-02T05:00:00.000Z',
    },
    ...bannerPair('brake-season', 10, {
      heading: 'Brake pads and rotors that fit',
      text: ca ? 'Ceramic pads from CA$39.99 a set, shipped across Canada.' : 'Ceramic pads from $29.99 a set, with free shipping over $79.',
      cta: 'Shop brakes',
      link: '/brake-pads',
      theme: 'brakes',
    }),
    ...bannerPair('lighting-upgrade', 20, {
      heading: 'See the road: LED headlight upgrades',
      text: ca ? 'Plug-and-play LED headlights for winter nights, from CA$119.' : 'Plug-and-play LED headlights, DOT-compliant, from $89.',
      cta: 'Shop headlights',
      link: '/headlights',
      theme: 'lighting',
    }),
    {
      type: 'DISCOUNT_WINDOW',
      code: 'first-order',
      title: 'First order offer',
      value: {
        audience: 'guest',
        heading: 'Take 10% off your first order',
        text: ca
          ? 'New to Axlebay? Use the code at checkout on your first order, shipped anywhere in Canada.'
          : 'New to Axlebay? Use the code at checkout on your first order.',
        code: 'WELCOME10',
        percent: 10,
        cta: 'Shop parts',
        link: '/parts',
      },
    },
    {
      type: 'HOME_PAGE',
      code: 'home',
      title: 'Home page',
      value: { sections: ['banners', 'vehicle', 'front-categories', 'top-deals', 'recommended', 'recently-viewed'] },
    },
    ...['brakes', 'lighting', 'suspension', 'engine-parts', 'wheels-tires', 'tools-garage'].map(
      (handle, i): ContentSeed => ({ type: 'FRONT_CATEGORY', code: handle, title: handle, value: { handle }, sort: i * 10 }),
    ),
    {
      type: 'BLOG_BANNER',
      code: 'diy-brakes',
      title: 'DIY brake job guide',
      value: { heading: 'Do your own brake job', text: 'Tools, torque specs and the parts you need, step by step.', link: '/blogs', image: art('brakes', 'desktop') },
    },
    {
      type: 'IMPORTANT_CATEGORY_BANNER',
      code: 'brake-pads',
      title: 'Brake pads',
      url: '/brake-pads',
      value: {
        heading: 'Pads and rotors together',
        text: ca ? 'Buy pads with matching rotors and save on the pair, shipped across Canada.' : 'Buy pads with matching rotors and save on the pair.',
        link: '/brake-rotors',
        image: art('brakes', 'desktop'),
      },
    },
    {
      type: 'IMPORTANT_CATEGORY_BANNER',
      code: 'headlights',
      title: 'Headlights',
      url: '/headlights',
      value: { heading: 'Headlights sold in pairs', text: 'Both sides match in colour and beam: replace them together.', link: '/fog-lights', image: art('lighting', 'desktop') },
    },
    {
      type: 'TOP_DEALS',
      code: 'home-top-deals',
      title: 'Top deals',
      value: { scene: 'HOME_TOP_DEALS', heading: 'Top deals', size: 12 },
    },
    {
      type: 'REVIEW_BANNER',
      code: 'review-reward',
      title: 'Review reward',
      value: { heading: 'Review a part you bought, get 8% off the next one', code: 'REVIEW8', percent: 8 },
    },
    {
      type: 'ITEM_GROUP',
      code: ca ? 'winter-ready' : 'road-trip-ready',
      title: ca ? 'Winter-ready' : 'Road-trip ready',
      value: ca ? { heading: 'Winter-ready', keyword: 'fog light', size: 8 } : { heading: 'Road-trip ready', keyword: 'headlight', size: 8 },
      sort: 10,
    },
  ];
}
