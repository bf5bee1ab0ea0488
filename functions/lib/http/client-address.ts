/**
 * The address of the client that made the request. In the cloud API Gateway sees CloudFront, not the
 * client, so a viewer-request function on `/api/*` (infra/stack/edge-functions.ts CLIENT_ADDRESS_CODE)
 * writes the viewer's address into CLIENT_ADDRESS_HEADER, replacing whatever the client sent; the local
 * adapter does the same from the socket. The header is believed only on a request that carries the
 * origin secret (origin-secret.ts): a caller on the API host directly (a mobile app, or anyone) could
 * write any address there, so it is counted by API Gateway's own source IP.
 */
import { fromTheSite } from './origin-secret';
import type { ApiEvent } from './types';

export const CLIENT_ADDRESS_HEADER = 'x-snifty-client-address';

/** IPv6 is at most 45 characters; anything longer is not an address we set. */
const MAX_ADDRESS_LENGTH = 64;

export function clientAddress(event: ApiEvent): string {
  const stamped = fromTheSite(event) ? event.headers?.[CLIENT_ADDRESS_HEADER]?.trim() : undefined;
  const address = stamped || event.requestContext?.http?.sourceIp || 'unknown';
  return address.slice(0, MAX_ADDRESS_LENGTH);
}

/**
 * The block a limit per client address counts by: an IPv4 address itself, an IPv6 address's /64 (one
 * subscriber is usually given a whole /64, so counting single IPv6 addresses would limit nothing).
 */
export function addressBlock(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  if (!bare.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(bare)) return bare.replace(/^::ffff:/i, '');
  const [head = '', tail] = bare.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
