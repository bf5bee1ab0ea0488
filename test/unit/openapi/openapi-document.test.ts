/**
 * The generated OpenAPI 3.1 document: valid for a third-party validator, and complete, so every route
 * of the route table (rows other features add later included) is described from its declaration.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../functions/api/openapi/build-document';
import { declareGroup, type Route, routeKey, routes } from '../../../functions/api/route-table';
import * as z from '../../../shared/zod';

type Operation = Record<string, any>;
const operationOf = (doc: ReturnType<typeof buildOpenApiDocument>, route: Pick<Route, 'method' | 'path'>): Operation | undefined =>
  (doc.paths[route.path] as Record<string, Operation> | undefined)?.[route.method.toLowerCase()];

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument();

  it('is valid OpenAPI 3.1 for @apidevtools/swagger-parser', async () => {
    // The validator dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every route of the route table, with its auth kind as security', () => {
    for (const route of routes) {
      const operation = operationOf(doc, route);
      expect(operation, routeKey(route)).toBeDefined();
      expect(operation!['x-auth']).toBe(route.auth);
      const expected = { public: [{}, { sessionCookie: [] }], session: [{ sessionCookie: [] }], apiKey: [{ apiKey: [] }] }[route.auth];
      expect(operation!.security, routeKey(route)).toEqual(expected);
      expect(operation!.responses.default.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(routes.length);
  });

  it('names both security schemes and the one error shape', () => {
    expect(doc.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
      apiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
    });
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
    });
  });

  it('describes the mobile routes fully, with examples, the upload limits and the idempotency header', () => {
    const mobile = routes.filter((r) => r.group === 'mobile');
    expect(mobile.length).toBeGreaterThanOrEqual(6);
    for (const route of mobile) {
      const operation = operationOf(doc, route)!;
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))!;
      expect(success[1], routeKey(route)).toHaveProperty('content.application/json.example');
      if (operation.requestBody) expect(JSON.stringify(operation.requestBody), routeKey(route)).toContain('"example"');
    }
    const upload = operationOf(doc, { method: 'POST', path: '/api/mobile/upload' })!;
    const form = upload.requestBody.content['multipart/form-data'].schema;
    expect(form.required).toEqual(expect.arrayContaining(['photo', 'title']));
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '401', '403', '409', '413', '429']));
    expect(upload.responses['413'].description).toMatch(/presigned/);
    expect(upload.parameters).toEqual([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]);
    const presigned = operationOf(doc, { method: 'POST', path: '/api/mobile/uploads' })!;
    expect(presigned.summary).toMatch(/recommended/);
    const generate = operationOf(doc, { method: 'POST', path: '/api/mobile/generate-key' })!;
    expect(generate.requestBody.content['application/json'].schema.properties.platform.enum).toEqual(['ios', 'android']);
  });

  it('gives the statuses the routes answer with', () => {
    const statuses = (method: Route['method'], path: string) => Object.keys(operationOf(doc, { method, path })!.responses);
    expect(statuses('POST', '/api/memory-capsules')).toContain('201');
    expect(statuses('DELETE', '/api/memory-capsules/{id}')).toContain('204');
    expect(statuses('POST', '/api/silent-shares')).toContain('201');
    expect(statuses('DELETE', '/api/silent-shares/{id}')).toContain('204');
    expect(statuses('POST', '/api/photos/edit')).toEqual(expect.arrayContaining(['200', '201']));
  });

  it("describes a route from its group's declaration: path parameters, body and answer", async () => {
    // Prepare
    const later = declareGroup({
      name: 'later',
      access: {},
      routes: {
        'POST /api/later/{uniqueLink}': {
          auth: 'session',
          doc: () => ({
            summary: 'A later route',
            body: { schema: z.object({ note: z.string() }) },
            answer: { status: 201, description: 'Made', schema: z.object({ id: z.string() }) },
            errors: { 404: 'No such link' },
          }),
        },
      },
    });

    // Act
    const extended = buildOpenApiDocument([later]);

    // Assess
    await expect(SwaggerParser.validate(structuredClone(extended) as never)).resolves.toBeDefined();
    const operation = operationOf(extended, { method: 'POST', path: '/api/later/{uniqueLink}' })!;
    expect(operation).toMatchObject({
      summary: 'A later route',
      tags: ['later'],
      parameters: [{ name: 'uniqueLink', in: 'path', required: true }],
      requestBody: { content: { 'application/json': { schema: { properties: { note: { type: 'string' } } } } } },
    });
    // Its body implies 400 and 413, a mutation the cross-site 403, the session 401.
    expect(Object.keys(operation.responses)).toEqual(['201', '400', '401', '403', '404', '413', 'default']);
  });
});
