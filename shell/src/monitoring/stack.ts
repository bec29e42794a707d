import { MONITORING } from './constants';

/** One stack frame, Sentry's shape. */
export interface StackFrame {
  function?: string;
  filename: string;
  lineno?: number;
  colno?: number;
}

// Chrome/Edge/Node: "    at fn (url:1:2)" or "    at url:1:2"; Firefox/Safari: "fn@url:1:2".
const CHROME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
const GECKO = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/**
 * The innermost `limit` frames of an error's stack (spec §9: stack trace limit 50), innermost
 * first as browsers print them. Lines that are not frames (the message) are skipped.
 */
export function parseStack(stack: string | undefined, limit: number = MONITORING.stackFrameLimit): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    if (frames.length >= limit) break;
    const m = CHROME.exec(line) ?? GECKO.exec(line);
    if (!m) continue;
    frames.push({ ...(m[1] ? { function: m[1] } : {}), filename: m[2]!, lineno: Number(m[3]), colno: Number(m[4]) });
  }
  return frames;
}

/**
 * Which remote's code an error came from: the first frame whose file is served from a remote's
 * origin (the registry's manifest URLs). Undefined for the shell's own code or unknown origins.
 */
export function remoteOfFrames(frames: readonly StackFrame[], registry: Readonly<Partial<Record<string, string>>>): string | undefined {
  const origins = Object.entries(registry).flatMap(([remote, url]) => {
    if (!url) return [];
    try {
      return [[new URL(url).origin, remote] as const];
    } catch {
      return [];
    }
  });
  for (const frame of frames) {
    let origin: string;
    try {
      origin = new URL(frame.filename).origin;
    } catch {
      continue;
    }
    const hit = origins.find(([o]) => o === origin);
    if (hit) return hit[1];
  }
  return undefined;
}
