import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { itemsChanged, onItemsChanged, ratingsChanged, type ItemChange } from './item-changes';

it('tells every listener of this process, until it stops listening; an empty write says nothing', () => {
  const heard: ItemChange[] = [];
  const stop = onItemsChanged((change) => heard.push(change));
  itemsChanged([1, 2]);
  itemsChanged([]);
  ratingsChanged();
  stop();
  itemsChanged([3]);
  expect(heard).toEqual([{ itemIds: [1, 2] }, { everyItem: true }]);
});

it('in a cluster, a worker hears the other workers’ writes and the primary’s (the order sweeper runs there)', async () => {
  const root = path.resolve(__dirname, '../../../..');
  const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), [path.join(__dirname, '../../test-support/cluster-relay.ts')], { timeout: 30_000 });
  const [writer, other] = JSON.parse(stdout.trim().split('\n').pop()!) as ItemChange[][];
  expect(writer).toEqual([{ itemIds: [7] }, { itemIds: [8] }]);
  expect(other).toEqual([{ itemIds: [7] }, { itemIds: [8] }]);
}, 40_000);
