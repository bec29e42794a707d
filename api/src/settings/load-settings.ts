import type { Database } from '../db/client';
import { buyerConfigsFor, shopSettingsFor } from './shop-settings-data';

export async function loadSettings(database: Database) {
  const settings: unknown[][] = [];
  const configs: unknown[][] = [];
  for (const shopId of [2022, 2023] as const) {
    // jsonb via COPY: a plain string value must go in as JSON text ("…"), not raw.
    for (const [key, value] of Object.entries(shopSettingsFor(shopId))) settings.push([shopId, key, JSON.stringify(value)]);
    buyerConfigsFor(shopId).forEach((c, i) => configs.push([shopId, c.key, c.value, i]));
  }
  await database.copyRows('shop_setting', ['shop_id', 'key', 'value'], settings);
  await database.copyRows('buyer_config', ['shop_id', 'key', 'value', 'sort'], configs);
}
