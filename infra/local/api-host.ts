/**
 * The API's own host, as API Gateway's execute-api name is in the cloud: reachable without CloudFront, so
 * it adds neither the client's address nor the origin secret, and passes every header as the caller sent
 * it. Only cloud-like local runs start it (LocalServerOptions.originSecret), to show that browser routes
 * refuse such calls while mobile routes answer them.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './api-adapter';
import { sendJson } from './http-utils';

export interface ApiHost {
  url: string;
  stop(): Promise<void>;
}

export async function startApiHost(): Promise<ApiHost> {
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const answered = url.pathname.startsWith('/api/')
      ? handleApi(req, res, url, { viaSite: false })
      : Promise.resolve(sendJson(res, 404, { message: 'Not found' }));
    answered.catch((error: unknown) => {
      console.error('local API host error', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Something went wrong. Please try again.' });
      else res.end();
    });
  });
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(0, '127.0.0.1', () => done());
  });
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        http.close(() => done());
        http.closeAllConnections();
      }),
  };
}
