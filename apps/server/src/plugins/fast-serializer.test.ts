import { describe, expect, it } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formEnvelopeSchema, healthResponseSchema, type Assessment } from '@csa/contracts';
import { fastSerializerCompiler } from './fast-serializer.ts';

const assessment: Assessment = {
  id: 'f6c1d7b4-0000-4000-8000-000000000001',
  formTypeCode: 'CSA',
  formName: 'Mine',
  title: 'Care and support self-assessment',
  dateCreated: '2026-01-02T03:04:05.000Z',
  lastUpdated: '2026-01-02T03:04:06.000Z',
  status: null,
  dirtyFields: JSON.stringify({ a: { answers: { b: 'quote " backslash \\ newline \n é 😀' } } }),
  submittedFields: null,
  dateSubmitted: null,
  pageCount: 3,
  lastValidPage: 1,
  allPagesValidated: false,
  version: 7,
  reference: null,
};

function compile(schema: typeof formEnvelopeSchema | typeof healthResponseSchema) {
  const definition = { schema, method: 'GET', url: '/x', httpStatus: '200' };
  return { fast: fastSerializerCompiler(definition), zod: serializerCompiler(definition) };
}

describe('fastSerializerCompiler', () => {
  it('writes exactly what the zod serializer writes', () => {
    const { fast, zod } = compile(formEnvelopeSchema);
    expect(fast({ data: assessment })).toBe(zod({ data: assessment }));
    const submitted = { ...assessment, status: 'X', submittedFields: '{}', reference: 'CSA-1' };
    expect(fast({ data: submitted })).toBe(zod({ data: submitted }));
    const health = compile(healthResponseSchema);
    expect(health.fast({ status: 'ok' })).toBe(health.zod({ status: 'ok' }));
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express', () => {
    const schema = z.object({ day: z.date() });
    const definition = { schema, method: 'GET', url: '/x', httpStatus: '200' };
    const serialize = fastSerializerCompiler(definition);
    expect(serialize({ day: new Date('2026-11-23T12:00:00Z') })).toBe(
      '{"day":"2026-11-23T12:00:00.000Z"}',
    );
    expect(() => serialize({ day: 'not a date' })).toThrow();
  });

  it('never lets an undeclared property out', () => {
    const { fast } = compile(formEnvelopeSchema);
    const text = fast({ data: { ...assessment, ownerId: 'secret-owner' }, extra: 1 });
    expect(text).not.toContain('secret-owner');
    expect(text).not.toContain('extra');
  });
});
