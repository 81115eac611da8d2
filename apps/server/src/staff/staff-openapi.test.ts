import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  openApiOperations,
  testDatabases,
  type OpenApiOperation,
} from '../testing/index.ts';

/** Each staff and admin call as the published API document must describe it: the client
 * generator and the API's readers learn from it that a bearer token is needed and which
 * answers can come back. */
const expected = [
  ['/internal/v1/staff/submissions', 'get', 'staff', ['200', '401', '403']],
  ['/internal/v1/staff/submissions/{id}', 'get', 'staff', ['200', '401', '403', '404']],
  ['/internal/v1/staff/submissions/{id}/pdf', 'get', 'staff', ['401', '403', '404', '429', '503']],
  [
    '/internal/v1/staff/submissions/{id}/status',
    'post',
    'staff',
    ['200', '400', '401', '403', '404', '409'],
  ],
  [
    '/internal/v1/staff/callers/{callerId}/handover',
    'post',
    'staff',
    ['202', '400', '401', '403', '404', '409'],
  ],
  ['/internal/v1/admin/staff', 'get', 'admin', ['200', '401', '403']],
  ['/internal/v1/admin/staff', 'put', 'admin', ['200', '400', '401', '403', '404', '409']],
  [
    '/internal/v1/admin/staff/{userId}/totp',
    'delete',
    'admin',
    ['200', '400', '401', '403', '404', '409'],
  ],
  ['/internal/v1/admin/audit', 'get', 'admin', ['200', '401', '403']],
  [
    '/internal/v1/admin/submissions/{id}/caller-export',
    'get',
    'admin',
    ['200', '400', '401', '403', '404'],
  ],
  [
    '/internal/v1/admin/submissions/{id}/caller',
    'delete',
    'admin',
    ['200', '400', '401', '403', '404'],
  ],
] as const;

const [database] = await testDatabases();

describe('the staff and admin calls in the OpenAPI document', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let paths: Record<string, Record<string, OpenApiOperation>>;

  beforeAll(async () => {
    if (!database) throw new Error('no test database');
    ({ app, close } = await buildTestApp(database));
    paths = await openApiOperations(app);
  });
  afterAll(async () => close());

  it.each(expected)('%s %s: tagged, bearer-only, with its answers', (path, method, tag, codes) => {
    const operation = paths[path]?.[method];
    expect(operation?.tags).toEqual([tag]);
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([...codes]);
  });

  it("documents the inbox's Care Act filter and sort, and the figures each case carries", () => {
    const operation = paths['/internal/v1/staff/submissions']?.get as OpenApiOperation & {
      parameters?: { name: string; in: string; schema?: unknown }[];
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    const parameters = Object.fromEntries(
      (operation.parameters ?? []).map((parameter) => [parameter.name, parameter.schema]),
    );
    expect(JSON.stringify(parameters.sort)).toContain('"most-unmet"');
    expect(JSON.stringify(parameters.threshold)).toContain('"reached"');
    const listed = JSON.stringify(operation.responses['200']?.content['application/json']?.schema);
    expect(listed).toContain('"careActUnmetCount"');
    expect(listed).toContain('"reachesIndicativeThreshold"');
  });
});
