import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent. A webhook makes the portal's servers send requests to an address an admin typed,
 * so that address must not reach what only the servers can: the cloud's metadata service (its credentials),
 * link-local services, or (outside development) the private network. The rule is checked when the endpoint is
 * saved and again at every delivery on the addresses DNS answers then; the delivery connects to the address
 * checked, so a name that resolves elsewhere the second time (DNS rebinding) gains nothing.
 */

/** Never a webhook's: link-local, cloud metadata services, unspecified, multicast and reserved addresses. */
const FORBIDDEN = new BlockList();
FORBIDDEN.addSubnet('0.0.0.0', 8, 'ipv4');
FORBIDDEN.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local, AWS/GCP/Azure metadata 169.254.169.254
FORBIDDEN.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
FORBIDDEN.addAddress('192.0.0.192', 'ipv4'); // Oracle Cloud metadata
FORBIDDEN.addSubnet('224.0.0.0', 4, 'ipv4'); // multicast
FORBIDDEN.addSubnet('240.0.0.0', 4, 'ipv4'); // reserved, broadcast
FORBIDDEN.addAddress('::', 'ipv6');
FORBIDDEN.addSubnet('fe80::', 10, 'ipv6'); // link-local
FORBIDDEN.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6
FORBIDDEN.addSubnet('ff00::', 8, 'ipv6'); // multicast

/** The machine itself and private networks: a receiver there only where WEBHOOK_ALLOW_PRIVATE=1. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4'); // carrier-grade NAT
PRIVATE.addSubnet('198.18.0.0', 15, 'ipv4'); // benchmarking
PRIVATE.addSubnet('192.0.0.0', 24, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6'); // unique local

export type AddressKind = 'forbidden' | 'private' | 'public';

/** What kind of address `ip` is (IPv4-mapped IPv6 addresses count as their IPv4 address). */
export function addressKind(ip: string): AddressKind {
  const family = isIP(ip);
  if (family === 0) return 'forbidden';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (FORBIDDEN.check(ip, type)) return 'forbidden';
  if (PRIVATE.check(ip, type)) return 'private';
  return 'public';
}

/** Why an address is refused, as a key the back office words in the admin's language. */
export type WebhookAddressRefusal = 'https-required' | 'credentials' | 'unresolved' | 'forbidden' | 'private';

/** Why a webhook address is refused: a reason key, and a sentence for the delivery log. */
export class WebhookAddressError extends Error {
  constructor(
    readonly reason: WebhookAddressRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookAddressError';
  }
}

export type CheckedTarget = { url: URL; address: string; family: 4 | 6 };

export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The address a delivery to `rawUrl` connects to, when the rules allow it: https to a public address; with
 * `allowPrivate` also http or https to a loopback or private one; link-local and metadata addresses never. Every
 * address the name resolves to must pass, so a name cannot mix a public address with a forbidden one.
 */
export async function checkWebhookTarget(rawUrl: string, allowPrivate: boolean, resolve: Resolve = systemResolve): Promise<CheckedTarget> {
  const url = URL.parse(rawUrl);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new WebhookAddressError('https-required', 'The address must start with https://');
  if (url.username || url.password) throw new WebhookAddressError('credentials', 'The address must not carry a user name or password');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new WebhookAddressError('unresolved', `The host ${host} cannot be resolved`);
    }
    if (addresses.length === 0) throw new WebhookAddressError('unresolved', `The host ${host} cannot be resolved`);
  }
  const kinds = addresses.map((a) => addressKind(a.address));
  if (kinds.includes('forbidden'))
    throw new WebhookAddressError('forbidden', `The address of ${host} is link-local, a metadata service or reserved`);
  const isPrivate = kinds.includes('private');
  if (isPrivate && !allowPrivate) {
    throw new WebhookAddressError(
      'private',
      `The address of ${host} is on this machine or a private network (allowed only with WEBHOOK_ALLOW_PRIVATE=1)`,
    );
  }
  // Plain http only where the whole way stays inside the machine or the private network.
  if (url.protocol === 'http:' && !kinds.every((kind) => kind === 'private'))
    throw new WebhookAddressError('https-required', 'The address must start with https://');
  const chosen = addresses[0]!;
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
