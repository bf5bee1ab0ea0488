/** The SDK's standard retry, kept by the signed requests to SES and Bedrock (functions/lib/aws-clients/retries.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AwsError } from '../../../functions/lib/aws-clients/aws-error';
import { sendWithRetries } from '../../../functions/lib/aws-clients/retries';
import { awsAccess } from '../../../functions/lib/aws-clients/sigv4';

let waits: number[] = [];
const access = {
  ...awsAccess({
    service: 'ses',
    region: 'eu-west-1',
    endpoint: undefined,
    credentials: async () => ({ accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' }),
  }),
  retry: { attempts: 3, sleep: async (ms: number) => void waits.push(ms) },
};
const request = { method: 'POST', url: new URL('https://email.eu-west-1.amazonaws.com/'), body: 'Action=Test' } as const;
/** The error a test's answers carry: `code` in the body, the status as answered. */
const errorOf = async (response: Response) => new AwsError(await response.text(), response.status, 'refused');

/** Answers the calls in order: a Response, or an error fetch rejects with. */
function answers(...results: (Response | Error)[]) {
  const fetchMock = vi.fn(async () => {
    const next = results.shift();
    if (next instanceof Error) throw next;
    return next!;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  waits = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sendWithRetries', () => {
  it('answers the first success', async () => {
    const fetchMock = answers(new Response('ok'));

    const response = await sendWithRetries(access, request, errorOf);

    expect(await response.text()).toBe('ok');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('throws a refusal at once, never trying it again', async () => {
    const fetchMock = answers(new Response('MessageRejected', { status: 400 }));

    await expect(sendWithRetries(access, request, errorOf)).rejects.toMatchObject({ name: 'MessageRejected', status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 429', new Response('Anything', { status: 429 })],
    ['a throttling code', new Response('Throttling', { status: 400 })],
    ['a 503', new Response('ServiceUnavailable', { status: 503 })],
    ['a timeout code', new Response('RequestTimeout', { status: 400 })],
    ['a failed connection', new TypeError('fetch failed')],
  ])('tries again after %s', async (_case, first) => {
    const fetchMock = answers(first, new Response('ok'));

    const response = await sendWithRetries(access, request, errorOf);

    expect(await response.text()).toBe('ok');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(waits).toHaveLength(1);
  });

  it('gives up after three attempts with the last failure, each wait under its doubling base', async () => {
    // Every wait drawn at its longest.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    answers(
      new Response('InternalFailure', { status: 500 }),
      new Response('ThrottlingException', { status: 400 }),
      new Response('InternalFailure', { status: 502 }),
    );

    await expect(sendWithRetries(access, request, errorOf)).rejects.toMatchObject({ name: 'InternalFailure', status: 502 });
    // 50 ms x 2^0 after a fault, 1 s x 2^1 after a throttle.
    expect(waits).toEqual([49, 1998]);
  });

  it('signs each attempt anew', async () => {
    const fetchMock = answers(new Response('Throttling', { status: 400 }), new Response('ok'));

    await sendWithRetries(access, request, errorOf);

    const headers = fetchMock.mock.calls.map((call) => new Headers((call as unknown as [URL, RequestInit])[1].headers));
    for (const sent of headers) expect(sent.get('authorization')).toMatch(/Credential=AKIDTEST\/\d{8}\/eu-west-1\/ses\/aws4_request/);
  });
});
