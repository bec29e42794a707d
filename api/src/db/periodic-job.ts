/**
 * Runs a database job now (for what came due while the server was down) and every `intervalMs` until
 * stopped; one run at a time, and the timer never keeps the process alive. Stopping waits for a run
 * in progress, so the database can close after it.
 */
export function startPeriodicJob(job: () => Promise<unknown>, log: (error: unknown) => void, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = job()
      .catch(log)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
