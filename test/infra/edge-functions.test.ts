/** The CloudFront Functions' code, run in Node: it is plain ES5-style JavaScript with a `handler`. */
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../../functions/lib/http/client-address';
import { CLIENT_ADDRESS_CODE, MEDIA_PREFIX_CODE, SPA_FALLBACK_CODE } from '../../infra/stack/edge-functions';

type Request = { uri: string; querystring?: Record<string, unknown> };
const load = (code: string) => new Function(`${code}\nreturn handler;`)() as (event: { request: Request }) => Request;

describe('SPA fallback', () => {
  const handler = load(SPA_FALLBACK_CODE);
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it('sends client-side routes to /index.html', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/photos/01HZX')).toBe('/index.html');
    expect(rewrite('/tribes/')).toBe('/index.html');
  });

  it('leaves files alone', () => {
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });
});

describe('media prefix', () => {
  const handler = load(MEDIA_PREFIX_CODE);

  it('maps /media/<key> to the bucket key and keeps the signature query', () => {
    const querystring = { Signature: { value: 'x' } };
    expect(handler({ request: { uri: '/media/originals/u1/p1.jpg', querystring } })).toEqual({
      uri: '/originals/u1/p1.jpg',
      querystring,
    });
  });

  it('only strips a whole /media segment', () => {
    expect(handler({ request: { uri: '/mediafile.jpg' } }).uri).toBe('/mediafile.jpg');
  });
});

describe('client address', () => {
  type Stamped = { uri: string; headers: Record<string, { value: string }> };
  const handler = new Function(`${CLIENT_ADDRESS_CODE}\nreturn handler;`)() as (event: {
    request: Stamped;
    viewer: { ip: string };
  }) => Stamped;

  it('stamps the viewer address over any value the client sent', () => {
    const request = { uri: '/api/auth/signin', headers: { [CLIENT_ADDRESS_HEADER]: { value: '10.0.0.1' } } };
    const stamped = handler({ request, viewer: { ip: '203.0.113.7' } });
    expect(stamped.headers[CLIENT_ADDRESS_HEADER]).toEqual({ value: '203.0.113.7' });
    expect(stamped.uri).toBe('/api/auth/signin');
  });
});
