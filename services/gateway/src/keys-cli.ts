// Entry point of `pnpm keys` (see keys-command.ts). Exit codes: 0 done, 1 failed, 2 usage.
import { loadConfigOrExit } from '@cp/http';
import { openStores } from '@cp/storage';
import { KEYS_USAGE, UsageError, runKeysCommand } from './keys-command.js';

const args = process.argv.slice(2).filter((a) => a !== '--');
const config = loadConfigOrExit('contracts');
const stores = openStores({ mongodbUrl: config.mongodbUrl, dataDir: config.dataDir });
try {
  for (const line of await runKeysCommand(args, stores.keys)) process.stdout.write(`${line}\n`);
} catch (err) {
  process.exitCode = err instanceof UsageError ? 2 : 1;
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${err instanceof UsageError ? `${KEYS_USAGE}\n` : ''}`);
} finally {
  await stores.close();
}
