import type { FastifyInstance } from 'fastify';
import type { Assessment, FormTypeCode } from '@csa/contracts';
import type { TestSession } from './create-test-session.ts';

/** A new, open assessment of the signed-in resident, made through the real call. */
export async function createTestAssessment(
  app: FastifyInstance,
  session: Pick<TestSession, 'headers'>,
  formName: string,
  formTypeCode: FormTypeCode = 'CSA',
): Promise<Assessment> {
  const created = await app.inject({
    method: 'POST',
    url: '/internal/v1/form',
    headers: session.headers,
    payload: { formTypeCode, formName, pageCount: 3 },
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  return created.json<{ data: Assessment }>().data;
}
