// Picks the webhook store from configuration, as openStores picks the others:
// MONGODB_URL -> MongoDB, otherwise SQLite in DATA_DIR/webhooks.db.
import { join, resolve } from 'node:path';
import type { WebhookStore } from './store.js';
import { SqliteWebhookStore } from './sqlite-webhook-store.js';
import { MongoWebhookStore } from './mongo-webhook-store.js';

export function openWebhookStore(config: { mongodbUrl?: string; mongodbDatabase?: string; dataDir?: string }): WebhookStore {
  if (config.mongodbUrl) return new MongoWebhookStore(config.mongodbUrl, config.mongodbDatabase);
  return new SqliteWebhookStore(join(resolve(config.dataDir ?? './data'), 'webhooks.db'));
}
