/** `led-headlight-bulbs` → `Led Headlight Bulbs`: a readable name from a URL handle. */
export function humanize(handle: string): string {
  return decodeURIComponentSafe(handle)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** decodeURIComponent that returns the input instead of throwing on a malformed escape. */
export function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
