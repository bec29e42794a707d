import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the component is mounted in the browser. A page rendered on
 * the server and the browser's hydrating render both see `false`, so what depends on browser-only
 * state (the shopper's vehicle, storage, window) renders after mount without a hydration mismatch.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
