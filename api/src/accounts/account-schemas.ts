import { Type } from '@sinclair/typebox';

/**
 * Request schemas of the account endpoints. They check presence, types and hard size caps (so no
 * request can make the server hash a megabyte); the account rules with their friendly messages
 * (email shape, password rules, nickname, postal code) are checked by the handlers.
 *
 * Unknown properties are accepted and ignored: the storefront may send extra fields (session_id,
 * client_id, a whole user object), and no handler reads a field it does not list here; in
 * particular no account id is ever taken from a body — the account is always the token's.
 */
const Email = Type.String({ maxLength: 320 });
const Password = Type.String({ maxLength: 1024 });
const ShortText = Type.String({ maxLength: 200 });

export const ExistVerifyQuery = Type.Object({ email: Email });

export const RegisterBody = Type.Object({
  email: Email,
  password: Password,
  firstName: Type.Optional(ShortText),
  lastName: Type.Optional(ShortText),
  subscribe: Type.Optional(Type.Boolean()),
});

export const LoginBody = Type.Object({ email: Email, password: Password });

export const UpdateCurrentBody = Type.Object({
  firstName: Type.Optional(ShortText),
  lastName: Type.Optional(ShortText),
  zipCode: Type.Optional(Type.String({ maxLength: 20 })),
});

export const NicknameBody = Type.Object({ nickname: ShortText });

export const ChangePasswordBody = Type.Object({ oldPassword: Password, newPassword: Password });

export const ForgetPasswordInitBody = Type.Object({ email: Email });

export const ForgetPasswordResetBody = Type.Object({
  email: Email,
  token: Type.String({ maxLength: 200 }),
  newPassword: Password,
});

/** A 6-digit email code; the shape is checked by the handler (a friendly message, and no attempt used). */
export const EmailCodeBody = Type.Object({ code: Type.String({ maxLength: 20 }) });

export const ChangeEmailInitBody = Type.Object({ newEmail: Email, password: Password });

/** Ask for a sign-up link (spec §7 register/send-email). */
export const SendSignupEmailBody = Type.Object({ email: Email, subscribe: Type.Optional(Type.Boolean()) });

/** Finish a sign-up from its emailed link, with no password (spec §7 register/no-password). */
export const NoPasswordRegisterBody = Type.Object({
  token: Type.String({ maxLength: 200 }),
  firstName: Type.Optional(ShortText),
  lastName: Type.Optional(ShortText),
  subscribe: Type.Optional(Type.Boolean()),
});
