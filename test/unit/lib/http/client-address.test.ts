import { describe, expect, it } from 'vitest';
import { addressBlock, CLIENT_ADDRESS_HEADER, clientAddress } from '../../../../functions/lib/http/client-address';
import { apiEvent } from '../../support/api-event';

describe('clientAddress', () => {
  it('takes the address CloudFront (or the local adapter) stamped, not the source IP it sees', () => {
    const event = apiEvent({ routeKey: 'POST /api/auth/signin', headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' } });
    expect(clientAddress(event)).toBe('203.0.113.7');
  });

  it('falls back to the source IP without a stamp', () => {
    expect(clientAddress(apiEvent({ routeKey: 'POST /api/auth/signin' }))).toBe('127.0.0.1');
  });

  it('bounds what it keys on', () => {
    const event = apiEvent({ routeKey: 'POST /api/auth/signin', headers: { [CLIENT_ADDRESS_HEADER]: 'x'.repeat(500) } });
    expect(clientAddress(event)).toHaveLength(64);
  });
});

describe('addressBlock', () => {
  it('counts an IPv4 address by itself, mapped or not', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const block = '2001:db8:aa:1::/64';
    for (const address of ['2001:db8:aa:1::1', '2001:0db8:00aa:0001:ffff:1:2:3', '[2001:db8:aa:1:0:0:0:9]', '2001:DB8:AA:1::5%eth0']) {
      expect(addressBlock(address), address).toBe(block);
    }
    expect(addressBlock('2001:db8:aa:2::1')).not.toBe(block);
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
  });
});
