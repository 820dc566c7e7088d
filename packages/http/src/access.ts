// Whether a service asks for keys, decided once at start. With a key configured
// (API_KEYS, ADMIN_API_KEY, or a stored key) every data route needs one. With none,
// the service is open, and so it may listen on loopback only: without HOST it binds
// 127.0.0.1, and a non-loopback HOST refuses to start, unless AUTH=off says that
// something in front (a proxy that authenticates) guards it.
import { isIP } from 'node:net';
import { MIN_API_KEY_LENGTH, shortApiKeyNames, type Config } from './config.js';

export interface Access {
  /** Every request is served without a key. */
  open: boolean;
  /** Where to listen. */
  host: string;
  /** What to log at start (info when keys are asked for, warn otherwise). */
  message: string;
  /** Further warnings to log at start (short API_KEYS keys, by name: never the key). */
  warnings: string[];
}

interface StartLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Logs what decideAccess found, once the service listens. */
export function logAccess(logger: StartLogger, access: Access): void {
  logger[access.open ? 'warn' : 'info']({ host: access.host, open: access.open }, access.message);
  for (const w of access.warnings) logger.warn({}, w);
}

function keyWarnings(config: Pick<Config, 'apiKeys'>): string[] {
  const short = shortApiKeyNames(config.apiKeys);
  if (!short.length) return [];
  return [
    `API_KEYS: the key${short.length > 1 ? 's' : ''} named ${short.map((n) => `"${n}"`).join(', ')} ${short.length > 1 ? 'are' : 'is'} shorter than ${MIN_API_KEY_LENGTH} characters and could be guessed; ` +
      'use stored keys (pnpm keys create) or longer random keys',
  ];
}

export class AccessRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccessRefusedError';
  }
}

export const LOOPBACK_HOST = '127.0.0.1';

export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1' || host === '[::1]';
}

/** `storedKeys`: keys in the key store not revoked. Throws AccessRefusedError when the service must not start. */
export function decideAccess(config: Pick<Config, 'apiKeys' | 'adminApiKey' | 'auth' | 'host' | 'hostSet'>, storedKeys: number): Access {
  if (config.auth === 'off') {
    return { open: true, host: config.host, message: `AUTH=off: every request is served without an API key, on ${config.host}`, warnings: [] };
  }
  const keys = config.apiKeys.length + (config.adminApiKey ? 1 : 0) + storedKeys;
  if (keys > 0) return { open: false, host: config.host, message: `API keys required (${keys} configured)`, warnings: keyWarnings(config) };
  if (!config.hostSet) {
    return { open: true, host: LOOPBACK_HOST, message: `no API key configured: open without keys, listening on loopback only (${LOOPBACK_HOST})`, warnings: [] };
  }
  if (isLoopback(config.host)) {
    return { open: true, host: config.host, message: `no API key configured: open without keys, listening on loopback only (${config.host})`, warnings: [] };
  }
  throw new AccessRefusedError(
    `HOST=${config.host} is reachable from other machines and no API key is configured, so anyone could read the contracts. ` +
      'Create a key (pnpm keys create --name NAME --tenant TENANT --scopes parse,verify,read,write), or set ADMIN_API_KEY or API_KEYS; ' +
      'or listen on loopback (HOST=127.0.0.1); or, behind a proxy that authenticates, set AUTH=off.',
  );
}

/** decideAccess for main modules: a refusal ends the process with the reason and exit code 2. */
export function decideAccessOrExit(config: Parameters<typeof decideAccess>[0], storedKeys: number): Access {
  try {
    return decideAccess(config, storedKeys);
  } catch (err) {
    if (!(err instanceof AccessRefusedError)) throw err;
    process.stderr.write(`Refusing to start: ${err.message}\n`);
    process.exit(2);
  }
}
