// Keeps webhook requests off private networks when WEBHOOK_ALLOW_PRIVATE=false: a
// tenant's callback URL must not make the service reach its own loopback, link-local
// (cloud metadata) or internal addresses. The check runs on the address actually
// connected to (in the dialer's DNS lookup), so a name that resolves differently on
// a second lookup (DNS rebinding) gains nothing.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent } from 'undici';

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) PRIVATE.addSubnet(net, prefix, 'ipv6');

export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`refused: ${address} is a private address (WEBHOOK_ALLOW_PRIVATE=false)`);
    this.name = 'PrivateAddressError';
  }
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) {
    // IPv4-mapped IPv6 (::ffff:127.0.0.1) reaches the IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    return mapped ? PRIVATE.check(mapped[1], 'ipv4') : PRIVATE.check(address, 'ipv6');
  }
  return true;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A dialer for fetch that refuses private addresses, whatever the name resolves to. */
export function publicOnlyAgent(blocked: (address: string) => boolean = isPrivateAddress): Agent {
  return new Agent({
    connect: {
      lookup(hostname: string, options: object, callback: LookupCallback) {
        dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
          if (err) return callback(err, []);
          const list = addresses as LookupAddress[];
          const refused = list.find((a) => blocked(a.address));
          if (refused) return callback(new PrivateAddressError(refused.address), []);
          const all = (options as { all?: boolean }).all;
          if (all) return callback(null, list);
          callback(null, list[0].address, list[0].family);
        });
      },
    },
  });
}
