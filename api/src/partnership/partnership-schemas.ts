import { Type } from '@sinclair/typebox';

/**
 * The application form's body. Every field is optional here and capped in size: the rules with their
 * field messages are the handler's (partnership-rules.ts), so a missing field reads like the form's.
 */
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const PartnershipApplyBody = Type.Object({
  company: Text(1000),
  contactName: Text(1000),
  email: Text(1000),
  phone: Text(1000),
  website: Text(2000),
  partnershipType: Text(100),
  country: Text(100),
  message: Text(10_000),
});
