/** Client-side checks before calling the API, with the spec's generic messages (§5). */
export interface LoginInput {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin({ email, password }: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'Please enter Email';
  else if (!EMAIL.test(email.trim())) errors.email = 'Email is not a valid email';
  if (!password) errors.password = 'Please enter Password';
  return errors;
}
