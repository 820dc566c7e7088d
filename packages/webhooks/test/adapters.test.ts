// Runs the webhook store suite against SQLite always, and MongoDB through
// mongoForTests() (MONGODB_URL, a container, or the wire-compatible test server).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { mongoForTests, skipUnlessRequired } from '@cp/testkit';
import { MongoWebhookStore, SqliteWebhookStore } from '../src/index.js';
import { webhookStoreSuite } from './suite.js';

webhookStoreSuite('SQLite webhook store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cp-webhooks-'));
  return {
    async open() {
      return new SqliteWebhookStore(join(dir, 'webhooks.db'));
    },
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

const mongo = await mongoForTests();

if (typeof mongo === 'string') {
  describe.skip(`MongoDB webhook store: skipped (${skipUnlessRequired('mongo', mongo)})`, () => {
    it('runs the webhook store suite against MongoDB', () => {});
  });
} else {
  describe(`MongoDB on ${mongo.label}`, () => {
    beforeAll(() => mongo.start(), 180_000);
    afterAll(() => mongo.stop());
    webhookStoreSuite('MongoDB webhook store', () => {
      const dbName = `test_wh_${randomUUID().replaceAll('-', '')}`;
      return {
        async open() {
          return new MongoWebhookStore(mongo.url(), dbName);
        },
        async cleanup() {},
      };
    });
  });
}
