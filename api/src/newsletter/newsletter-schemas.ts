import { Type } from '@sinclair/typebox';

/** Request schemas of the newsletter endpoints: presence, types and size caps; the email's shape is the handler's (a friendly message). */
const Email = Type.String({ maxLength: 320 });

export const SubscribeBody = Type.Object({
  email: Email,
  /** Where the form was (footer, createAccount…); free text, cut to 40 characters. */
  source: Type.Optional(Type.String({ maxLength: 200 })),
});

/** Without a signed-in buyer the email is required (checked by the handler). */
export const SubscriptionInfoQuery = Type.Object({ email: Type.Optional(Email) });

/** The unsubscribe link's key; without one, the signed-in buyer unsubscribes their own address. */
export const UnsubscribeBody = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });
