// `pnpm keys`: API keys managed on the store directly (the same DATA_DIR or
// MONGODB_URL as the service), for the first key and for when no admin key is at
// hand. Parsing and output only; keys-cli.ts opens the stores.
import { parseArgs } from 'node:util';
import { API_KEY_SCOPES, reservedTenantProblem, validateStoredApiKey, type ApiKeyInfo } from '@cp/schema';
import { createApiKey, publicKeyInfo, rotateApiKey, type KeyStore } from '@cp/storage';

export const KEYS_USAGE = `Usage:
  pnpm keys create --name NAME --tenant TENANT --scopes parse,verify[,read,write,admin]
  pnpm keys list
  pnpm keys revoke <id>
  pnpm keys rotate <id>
Scopes: ${API_KEY_SCOPES.join(', ')}. The key is printed once; only its hash is stored.`;

export class UsageError extends Error {}

function row(k: ApiKeyInfo): string {
  return [k.id, k.name, k.tenant, k.scopes.join(','), k.createdAt, k.revokedAt ? `revoked ${k.revokedAt}` : 'active'].join('\t');
}

/** Runs one command; returns the lines to print. Throws UsageError for bad arguments. */
export async function runKeysCommand(args: string[], keys: KeyStore): Promise<string[]> {
  const [command, ...rest] = args;
  switch (command) {
    case 'create': {
      const { values } = parseArgs({ args: rest, options: { name: { type: 'string' }, tenant: { type: 'string' }, scopes: { type: 'string' } }, strict: true });
      if (!values.name || !values.tenant || !values.scopes) throw new UsageError('create needs --name, --tenant and --scopes');
      const scopes = values.scopes.split(',').map((s) => s.trim()).filter(Boolean);
      const unknown = scopes.filter((s) => !(API_KEY_SCOPES as readonly string[]).includes(s));
      if (unknown.length || !scopes.length) throw new UsageError(`unknown scope ${unknown.join(', ') || '(none given)'}; scopes are ${API_KEY_SCOPES.join(', ')}`);
      // Checked before anything is stored, with the names the store would refuse.
      const probe = validateStoredApiKey.errors({ id: 'x', name: values.name, tenant: values.tenant, scopes, createdAt: new Date().toISOString(), hash: '0'.repeat(64) });
      if (probe.length) throw new UsageError(probe.map((e) => `${e.path} ${e.message}`).join('; '));
      const reserved = reservedTenantProblem(values.tenant);
      if (reserved) throw new UsageError(reserved);
      const created = await createApiKey(keys, { name: values.name, tenant: values.tenant, scopes: scopes as never });
      return [`key ${created.id} created for ${created.name} (tenant ${created.tenant}, scopes ${created.scopes.join(',')})`, 'It is shown only now; store it safely:', created.key];
    }
    case 'list': {
      const all = await keys.list();
      return all.length ? ['id\tname\ttenant\tscopes\tcreated\tstate', ...all.map((k) => row(publicKeyInfo(k)))] : ['no keys'];
    }
    case 'revoke': {
      const id = rest[0];
      if (!id) throw new UsageError('revoke needs the key id');
      const revoked = await keys.revoke(id, new Date().toISOString());
      if (!revoked) throw new UsageError(`there is no key ${id}`);
      return [`key ${id} revoked at ${revoked.revokedAt}`];
    }
    case 'rotate': {
      const id = rest[0];
      if (!id) throw new UsageError('rotate needs the key id');
      const rotation = await rotateApiKey(keys, id);
      if (rotation.outcome === 'not-found') throw new UsageError(`there is no key ${id}`);
      if (rotation.outcome === 'revoked') throw new UsageError(`key ${id} was revoked at ${rotation.revokedAt}; a revoked key is not rotated (create a new one)`);
      const { created } = rotation;
      return [`key ${id} revoked; its successor ${created.id} (${created.name}, tenant ${created.tenant}, scopes ${created.scopes.join(',')}) is shown only now:`, created.key];
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'no command');
  }
}
