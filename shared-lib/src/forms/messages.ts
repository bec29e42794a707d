/** The spec's generic form messages (§5), in one place for every remote. */
export const formMessages = {
  required: (label: string) => `Please enter ${label}`,
  minLength: (label: string, min: number) => `${label} must be at least ${min} characters`,
  maxLength: (label: string, max: number) => `${label} must be at most ${max} characters`,
  invalid: (label: string, type: string) => `${label} is not a valid ${type}`,
  mismatch: (label: string, other: string) => `${label} must match ${other}`,
};
