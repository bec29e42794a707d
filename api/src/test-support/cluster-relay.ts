// A two-worker cluster for item-changes.test.ts: worker 1 writes item 7, the primary (as the order
// sweeper does) item 8; each worker reports what it heard, and the primary prints it as JSON.
import cluster from 'node:cluster';
import { itemsChanged, onItemsChanged, relayItemChangesInCluster, type ItemChange } from '../catalog/items/item-changes';

relayItemChangesInCluster();
if (cluster.isWorker) {
  const heard: ItemChange[] = [];
  onItemsChanged((change) => heard.push(change));
  process.on('message', (m: unknown) => {
    if (m === 'write') itemsChanged([7]);
    if (m === 'report') process.send!({ report: heard });
  });
  process.send!('ready');
} else {
  const workers = [cluster.fork(), cluster.fork()];
  const once = <T>(worker: (typeof workers)[number], pick: (m: any) => T | undefined) =>
    new Promise<T>((resolve) => worker.on('message', (m) => pick(m) !== undefined && resolve(pick(m)!)));
  const pause = () => new Promise((resolve) => setTimeout(resolve, 200));
  void (async () => {
    await Promise.all(workers.map((w) => once(w, (m) => (m === 'ready' ? true : undefined))));
    workers[0]!.send('write');
    await pause();
    itemsChanged([8]);
    await pause();
    const reports = await Promise.all(workers.map((w) => (w.send('report'), once(w, (m) => m?.report))));
    console.log(JSON.stringify(reports));
    for (const w of workers) w.kill();
  })();
}
