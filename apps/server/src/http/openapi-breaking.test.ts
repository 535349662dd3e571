import { describe, expect, it } from 'vitest';
import { breakingChanges, unnamedBreakingChanges } from './openapi-breaking.ts';

/** A small document: one list whose answer holds rows by reference, one write. */
function document() {
  return {
    openapi: '3.1.0',
    paths: {
      '/api/v1/payment': {
        get: {
          parameters: [
            { in: 'query', name: 'start', required: false, schema: { type: 'string' } },
            { in: 'query', name: 'status', required: false, schema: { type: 'array' } },
            { in: 'header', name: 'x-otp', required: false, schema: { type: 'string' } },
          ],
          responses: {
            '200': {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Row' } } },
                  },
                },
              },
            },
            '422': { $ref: '#/components/responses/UnprocessableEntity' },
          },
        },
        delete: { responses: { '204': { description: 'Removed' } } },
      },
    },
    components: {
      schemas: {
        Row: { type: 'object', properties: { amount: { type: 'integer' }, id: { type: 'integer' } } },
      },
    },
  };
}

describe('breaking changes of the API document', () => {
  it('finds none between a document and itself, nor in an addition', () => {
    const after = document();
    after.paths['/api/v1/payment'].get.parameters.push({
      in: 'query',
      name: 'end',
      required: false,
      schema: { type: 'string' },
    });
    expect(breakingChanges(document(), document())).toEqual([]);
    expect(breakingChanges(document(), after)).toEqual([]);
  });

  it('names a removed operation, parameter and answer field, and a parameter newly required', () => {
    const after = document();
    const list = after.paths['/api/v1/payment'] as Partial<
      ReturnType<typeof document>['paths']['/api/v1/payment']
    >;
    delete list.delete;
    const get = after.paths['/api/v1/payment'].get;
    get.parameters = [
      { in: 'query', name: 'start', required: true, schema: { type: 'string' } },
      { in: 'header', name: 'x-otp', required: true, schema: { type: 'string' } },
    ];
    after.components.schemas.Row = { type: 'object', properties: { id: { type: 'integer' } } } as never;
    expect(breakingChanges(document(), after).sort()).toEqual([
      'field GET /api/v1/payment 200 application/json data[].amount',
      'operation DELETE /api/v1/payment',
      'parameter GET /api/v1/payment query status',
      'required GET /api/v1/payment query start',
    ]);
  });

  it('lets through only the changes the changelog quotes', () => {
    const changes = ['operation DELETE /api/v1/payment', 'parameter GET /api/v1/payment query status'];
    const changelog = '## 2.0.0\n\n- `operation DELETE /api/v1/payment`: payments are removed by rollback.\n';
    expect(unnamedBreakingChanges(changes, changelog)).toEqual([
      'parameter GET /api/v1/payment query status',
    ]);
  });
});
