import type { FieldError } from '../http/envelope';
import { emailProblem, normaliseEmail } from '../accounts/email-address';

/** Who may apply (the /partnership page's choices). */
export const PARTNERSHIP_TYPES = ['BRAND', 'INSTALLER', 'AFFILIATE'] as const;
export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];
/** The shop sells in the US and Canada (spec §1). */
export const PARTNER_COUNTRIES = ['US', 'CA'] as const;

export const LIMITS = { company: 120, contactName: 80, website: 200, messageMin: 20, messageMax: 2000 } as const;

export interface Application {
  company: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  partnershipType: PartnershipType;
  country: (typeof PARTNER_COUNTRIES)[number];
  message: string;
}

export type ApplicationInput = Partial<Record<keyof Application, string>>;

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A website as typed ("example.com", "https://example.com/shop"), as an absolute http(s) URL, or undefined. */
export function normaliseWebsite(raw: string): string | undefined {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return undefined;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname)) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * Checks an application; either the clean values or one error per field that is wrong (spec §5
 * generic messages: "Please enter …", "… must be at most … characters", "… is not a valid …").
 */
export function checkApplication(input: ApplicationInput): { value: Application } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const text = (field: keyof Application, label: string, max: number, required = true) => {
    const value = (input[field] ?? '').trim();
    if (!value) {
      if (required) errors.push({ field, message: `Please enter ${label}` });
    } else if ([...value].length > max) errors.push({ field, message: `${label} must be at most ${max} characters` });
    else if (CONTROL.test(value.replace(/[\r\n\t]/g, ''))) errors.push({ field, message: `${label} contains characters that are not allowed` });
    return value;
  };

  const company = text('company', 'Company name', LIMITS.company);
  const contactName = text('contactName', 'Contact name', LIMITS.contactName);
  const email = normaliseEmail(input.email ?? '');
  const emailError = emailProblem(email);
  if (emailError) errors.push({ field: 'email', message: emailError });

  const phone = (input.phone ?? '').trim();
  const digits = phone.replace(/\D/g, '').length;
  if (phone && !(/^\+?[\d\s().-]+$/.test(phone) && digits >= 10 && digits <= 15)) errors.push({ field: 'phone', message: 'Phone is not a valid phone number' });

  const websiteText = (input.website ?? '').trim();
  const website = websiteText ? normaliseWebsite(websiteText) : '';
  if (website === undefined || (website && website.length > LIMITS.website)) errors.push({ field: 'website', message: 'Website is not a valid web address' });

  const partnershipType = (input.partnershipType ?? '').trim().toUpperCase();
  if (!PARTNERSHIP_TYPES.includes(partnershipType as PartnershipType)) errors.push({ field: 'partnershipType', message: 'Please choose a partnership type' });
  const country = (input.country ?? '').trim().toUpperCase();
  if (!PARTNER_COUNTRIES.includes(country as Application['country'])) errors.push({ field: 'country', message: 'Please choose the United States or Canada' });

  const message = text('message', 'Message', LIMITS.messageMax);
  if (message && [...message].length < LIMITS.messageMin) errors.push({ field: 'message', message: `Message must be at least ${LIMITS.messageMin} characters` });

  if (errors.length) return { errors };
  return {
    value: {
      company,
      contactName,
      email,
      phone,
      website: website ?? '',
      partnershipType: partnershipType as PartnershipType,
      country: country as Application['country'],
      message,
    },
  };
}
