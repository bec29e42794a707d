import fs from 'node:fs';
import path from 'node:path';
import { BEHAVIOUR_EVENT_NAMES, EVENT_ID_LENGTH, WEB_VITAL_NAMES, WEB_VITAL_THRESHOLDS } from './tracking-contract';

/**
 * The API mirrors shared-lib's tracking contract instead of importing it (house rule): read the
 * contract's source and hold the copy to it, so a name or number changed on one side fails here.
 */
const contract = fs.readFileSync(path.resolve(__dirname, '../../../shared-lib/src/contracts/tracking.ts'), 'utf8');
const union = (typeName: string) => {
  const body = new RegExp(`export type ${typeName} =([^;]+);`).exec(contract)?.[1] ?? '';
  return [...body.matchAll(/'([^']+)'/g)].map((m) => m[1]);
};

it('has the same behaviour event names, in the same order', () => {
  expect(union('BehaviourEventName')).toEqual([...BEHAVIOUR_EVENT_NAMES]);
});

it('has the same web-vital names and spec §9 thresholds', () => {
  expect(union('WebVitalName').sort()).toEqual([...WEB_VITAL_NAMES].sort());
  const block = /WEB_VITAL_THRESHOLDS[^=]*= \{([^}]+\}[^}]+\}[^}]+\}[^}]+\}[^}]+\})/.exec(contract)?.[1] ?? '';
  const parsed = Object.fromEntries(
    [...block.matchAll(/(\w+): \{ good: ([\d_.]+), poor: ([\d_.]+) \}/g)].map((m) => [m[1], { good: Number(m[2]!.replace(/_/g, '')), poor: Number(m[3]!.replace(/_/g, '')) }]),
  );
  expect(parsed).toEqual(WEB_VITAL_THRESHOLDS);
});

it('has the same event id length', () => {
  expect(/eventIdLength: (\d+)/.exec(contract)?.[1]).toBe(String(EVENT_ID_LENGTH));
});

it('names the same fields on a tracked event and a marketing event', () => {
  const fields = (name: string) => {
    const body = new RegExp(`export interface ${name} \\{([\\s\\S]*?)\\n\\}`).exec(contract)?.[1] ?? '';
    return [...body.matchAll(/^\s+(\w+)\??:/gm)].map((m) => m[1]).sort();
  };
  expect(fields('TrackedEvent')).toEqual(['at', 'eventId', 'group', 'name', 'pageType', 'path', 'props', 'sessionId', 'visitorKey']);
  expect(fields('MarketingEvent')).toEqual(['at', 'clickId', 'currency', 'eventId', 'orderNo', 'pageType', 'path', 'referrer', 'sessionId', 'totalCent', 'visitorKey']);
});
