import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '../../../../functions/lib/http/client-address';
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
