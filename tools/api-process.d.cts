import type { ChildProcess } from 'node:child_process';
export declare function startApi(options?: {
  env?: NodeJS.ProcessEnv;
  onLine?: (line: string) => void;
  timeoutMs?: number;
}): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }>;
