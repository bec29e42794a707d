import type { ShopSettings } from '../services/shop-settings';

/** The company contact the footer shows (spec §3 shop settings COMPANY_ADDRESS, COMPANY_PHONE, SERVICE_EMAIL, BUSINESS_EMAIL). */
export interface CompanyContact {
  address: string;
  phone: string;
  serviceEmail: string;
  businessEmail: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function companyContactOf(settings: ShopSettings): CompanyContact {
  return {
    address: textOf(settings.COMPANY_ADDRESS),
    phone: textOf(settings.COMPANY_PHONE),
    serviceEmail: textOf(settings.SERVICE_EMAIL),
    businessEmail: textOf(settings.BUSINESS_EMAIL),
  };
}

/** Spec §9: the shop's two social links, a video channel and a social page. */
export const SOCIAL_LINKS = [
  { label: 'Axlebay on YouTube', href: 'https://www.youtube.com/@axlebay' },
  { label: 'Axlebay on Facebook', href: 'https://www.facebook.com/axlebayparts' },
] as const;
