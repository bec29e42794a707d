// Async boundary: lets Module Federation negotiate shared libraries before any app code runs.
// The biggest libraries are evaluated first, each in its own task (a yield between them), so the
// start of a page is a few short tasks instead of one long one that holds the main thread.
import { nextTask } from './next-task';

async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('@axlebay/shared-lib');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
