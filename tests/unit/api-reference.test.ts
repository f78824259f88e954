import { describe, expect, it } from 'vitest';
import { schemaView, toApiReference } from '@/lib/api-reference';

// The reference page's reading of an OpenAPI document (lib/api-reference.ts): rules in words, unions
// with null read as 'or null', named schemas kept as links, operations grouped under their tag.

describe('schemaView', () => {
  it('says a string’s rules in words, and a format instead of its pattern', () => {
    expect(schemaView({ type: 'string', minLength: 3, maxLength: 100 }).rules).toEqual(['3 to 100 characters']);
    expect(schemaView({ type: 'string', format: 'uuid', pattern: '^[0-9a-f-]+$' }).rules).toEqual(['format uuid']);
    expect(schemaView({ type: 'string', enum: ['free', 'pro'], default: 'free' }).rules).toEqual(['one of `free`, `pro`', 'default `free`']);
    expect(schemaView({ type: 'integer', minimum: 1, maximum: 100 }).rules).toEqual(['1 to 100']);
    expect(schemaView({ type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 500 }).rules).toEqual(['1 to 500 items']);
  });

  it('reads a union with null as the one type or null, and a reference as a link', () => {
    const view = schemaView({ anyOf: [{ $ref: '#/components/schemas/Category' }, { type: 'null' }], description: 'The library category' });
    expect(view).toMatchObject({ type: 'Category', ref: 'Category', nullable: true, description: 'The library category' });
  });

  it('names every member of a union written as a list of types, not only the first', () => {
    expect(schemaView({ type: ['string', 'number'] })).toMatchObject({ type: 'string or number' });
    expect(schemaView({ type: ['string', 'number', 'null'] })).toMatchObject({ type: 'string or number', nullable: true });
    expect(schemaView({ type: ['integer', 'null'] })).toMatchObject({ type: 'integer', nullable: true });
    const view = schemaView({ anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] });
    expect(view.variants?.map((v) => v.type)).toEqual(['string', 'number', 'boolean']);
  });

  it('lists an object’s fields with whether each is required, and a map’s values', () => {
    const view = schemaView({
      type: 'object',
      properties: { name: { type: 'string' }, parameters: { type: 'object', additionalProperties: { type: 'boolean' } } },
      required: ['name'],
    });
    expect(view.properties?.map((p) => [p.name, p.required, p.schema.type])).toEqual([
      ['name', true, 'string'],
      ['parameters', false, 'map'],
    ]);
    expect(view.properties?.[1]?.schema.items?.type).toBe('boolean');
  });
});

describe('toApiReference', () => {
  it('groups operations under their tags, in the tags’ order, with who may call and the shared answers followed', () => {
    const reference = toApiReference({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      tags: [{ name: 'B' }, { name: 'A' }, { name: 'Empty' }],
      paths: {
        '/api/a': { get: { operationId: 'readA', summary: 'Read A', tags: ['A'], 'x-access': 'admin', responses: { '401': { $ref: '#/components/responses/Unauthorized' } } } },
        '/api/b/{id}': { delete: { operationId: 'deleteB', summary: 'Delete B', tags: ['B'], 'x-session-only': true, responses: { '200': { description: 'Deleted' } } } },
      },
      components: { responses: { Unauthorized: { description: 'UNAUTHORIZED: no session' } } },
    });
    expect(reference.tags.map((t) => [t.name, t.operations.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['B', ['DELETE /api/b/{id}']],
      ['A', ['GET /api/a']],
    ]);
    const [deleteB] = reference.tags[0]!.operations;
    expect(deleteB).toMatchObject({ anchor: 'op-deleteB', access: 'signedIn', sessionOnly: true });
    expect(reference.tags[1]!.operations[0]!.responses).toEqual([{ status: '401', description: 'UNAUTHORIZED: no session', contents: [], headers: [], ref: 'Unauthorized' }]);
  });

  it('keeps a named schema a link in the operations and describes it once under schemas, and a shared answer once with its statuses', () => {
    const reference = toApiReference({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/api/p': {
          post: {
            operationId: 'createP',
            requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/PInput' } } } },
            responses: {
              '201': { description: 'Made', content: { 'application/json': { schema: { $ref: '#/components/schemas/P' } } } },
              '401': { $ref: '#/components/responses/Unauthorized' },
            },
          },
          get: { operationId: 'listP', responses: { '200': { description: 'All', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/P' } } } } } } },
        },
      },
      components: {
        schemas: {
          PInput: { type: 'object', description: 'The form. Title required.', properties: { title: { type: 'string', maxLength: 100 } }, required: ['title'] },
          P: { type: 'object', properties: { _id: { type: 'string' } } },
        },
        responses: { Unauthorized: { description: 'UNAUTHORIZED: no session', headers: { 'Retry-After': { description: 'Seconds' } } } },
      },
    });
    const [list, create] = reference.tags[0]!.operations;
    // The operation holds the reference, not the fields: the page links it.
    expect(create!.requestBody!.contents[0]!.schema).toEqual({ type: 'PInput', ref: 'PInput', rules: [] });
    expect(create!.responses[0]!.contents[0]!.schema).toMatchObject({ ref: 'P' });
    expect(create!.responses[0]!.contents[0]!.schema!.properties).toBeUndefined();
    expect(list!.responses[0]!.contents[0]!.schema).toMatchObject({ type: 'array', items: { ref: 'P' } });
    // The fields are read once, under the schema's own anchor.
    expect(reference.schemas.map((s) => [s.name, s.anchor])).toEqual([
      ['P', 'schema-P'],
      ['PInput', 'schema-PInput'],
    ]);
    expect(reference.schemas[1]!.schema.properties?.map((p) => [p.name, p.required, p.schema.rules])).toEqual([['title', true, ['at most 100 characters']]]);
    expect(reference.responses).toEqual([
      { name: 'Unauthorized', anchor: 'response-Unauthorized', statuses: ['401'], description: 'UNAUTHORIZED: no session', headers: [{ name: 'Retry-After', description: 'Seconds' }] },
    ]);
  });
});
