/** Spec §9: the shop's two social links, a video channel and a social page. */
export const SOCIAL_LINKS = [
  { label: 'Axlebay on YouTube', href: 'https://www.youtube.com/@axlebay' },
  { label: 'Axlebay on Facebook', href: 'https://www.facebook.com/axlebayparts' },
] as const;
