/**
 * What an emailed link to /signUpResult carries in its fragment (never sent to a server, so it stays
 * out of access logs and Referer headers): a sign-up token (`#signUpToken=…`, register/no-password)
 * or a newsletter unsubscribe key (`#unsubscribe=…`).
 */
export type SignUpFragment = { kind: 'signUp'; token: string } | { kind: 'unsubscribe'; key: string };

export function readSignUpFragment(hash: string): SignUpFragment | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('signUpToken')?.trim();
  if (token) return { kind: 'signUp', token };
  const key = params.get('unsubscribe')?.trim();
  if (key) return { kind: 'unsubscribe', key };
  return undefined;
}
