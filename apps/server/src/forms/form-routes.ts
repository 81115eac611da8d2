import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  constants,
  createFormBodySchema,
  conflictMessage,
  errorResponseSchema,
  formEnvelopeSchema,
  formIdParamsSchema,
  formListEnvelopeSchema,
  listFormsQuerySchema,
  submitFormBodySchema,
  tooLargeMessage,
  tooManyOpenMessage,
  updateFormBodySchema,
  type Assessment,
  type FormTypeCode,
} from '@csa/contracts';
import type { CouncilFlavour } from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';
import { formOwnerId, signedInUser, type SignedInUser } from '../accounts/index.ts';
import { AppError } from '../errors/index.ts';
import { refuseWhenBusy } from '../plugins/index.ts';
import { type AuditAction, AuditLog, callerAuditDetail, loadStaffActor } from '../audit/index.ts';
import { alreadySubmittedError, assertEditable } from './assert-editable.ts';
import { AnswerBodyCache } from './answer-body-cache.ts';
import { FormRepository, postgresReadsFor } from './form-repository.ts';
import { PostgresSaveBatch } from './postgres-save-batch.ts';
import { submitAssessment } from './submit-assessment.ts';
import { TimeSlicedQueue } from './time-sliced-queue.ts';
import { readCaseStates, submissionProgressOf } from './submission-progress.ts';
import { summariseAssessment } from './summarise-assessment.ts';
import { validateDirtyFields } from './validate-dirty-fields.ts';
import {
  countStarted,
  endJourney,
  journeyStepsOf,
  ReachedSteps,
} from '../service-performance/index.ts';

export interface FormRoutesOptions {
  supportedFormTypes: readonly FormTypeCode[];
  flavour: CouncilFlavour;
  /** Open (neither submitted nor closed) assessments one resident may hold per pathway. */
  maxOpenPerPathway: number;
  /** Largest stored dirtyFields, in bytes of JSON text. */
  maxAssessmentBytes: number;
}

const notOfferedMessage = 'This type of assessment is not offered.';
const startFromInboxMessage =
  'Start an assessment for a caller from the staff inbox, where it is given to your team.';

const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * The form calls of spec §7. Every call is scoped to the signed-in owner: another person's id
 * answers 404, exactly as an id that does not exist, so ids reveal nothing. Responses are
 * never cached: they hold health and personal data.
 */
export const formRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, options) => {
  // Stryker disable next-line all: the batch only lets PostgreSQL's saves share statements and commits; without it each save commits alone with the same result, and on SQLite the repository never uses it
  const postgresSaves = app.databaseKind === 'postgres' ? new PostgresSaveBatch(app.db) : null;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: without them PostgreSQL's reads go alone with the same answers (the shared reads only spare round trips); given to SQLite, its reads fail
  const postgresReads = app.databaseKind === 'postgres' ? postgresReadsFor(app.db) : null;
  const forms = new FormRepository(app.db, {
    sqlite: app.sqlite,
    postgresSaves,
    postgresReads,
    answerBodies: new AnswerBodyCache(),
  });
  // A save that was accepted is committed before the database closes.
  app.addHook('onClose', async () => postgresSaves?.whenIdle());
  const validation = new TimeSlicedQueue();
  const reachedSteps = new ReachedSteps();
  const common = { preHandler: app.authenticate, tags: ['forms'], security: [{ bearer: [] }] };

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  const audit = new AuditLog(app.db);

  /** A member of staff acting for a council-held resident leaves an audit row of each change
   * they make to the record (docs/decisions/0135); residents' own calls leave none. */
  async function auditActingFor(
    user: SignedInUser,
    action: AuditAction,
    formId: string,
    clientAddress: string,
  ): Promise<void> {
    if (!user.actingFor) return;
    await audit.record({
      actor: await loadStaffActor(app.db, user.id),
      action,
      formId,
      clientAddress,
      detail: callerAuditDetail(user.actingFor.userId),
      at: new Date(),
    });
  }

  async function ownForm(id: string, ownerId: string): Promise<Assessment> {
    const form = await forms.get(id, ownerId);
    if (!form) throw AppError.notFound();
    return form;
  }

  app.get(
    '/internal/v1/form',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        security: common.security,
        querystring: listFormsQuerySchema,
        response: { 200: formListEnvelopeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { formTypeCode, page, pageSize } = request.query;
      const rows = await forms.listPageByOwner(formOwnerId(user), {
        formTypeCode,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      const shown = rows.slice(0, pageSize);
      // Only the resident's own submissions are asked about: the ids come from their list.
      const cases = await readCaseStates(
        app.db,
        shown.filter((row) => row.date_submitted !== null).map((row) => row.id),
      );
      return {
        data: shown.map((row) => ({
          ...summariseAssessment(row),
          progress: submissionProgressOf({
            formTypeCode: row.form_type_code as FormTypeCode,
            dateSubmitted: row.date_submitted,
            staffCase: cases.get(row.id) ?? null,
          }),
        })),
        page: { number: page, size: pageSize, hasMore: rows.length > pageSize },
      };
    },
  );

  // A resident's read of an assessment. The answer's body comes ready to send, written by the
  // database (forms/assessment-answer-body.ts).
  app.get(
    '/internal/v1/form/:id',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        security: common.security,
        params: formIdParamsSchema,
        response: { 200: formEnvelopeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = await forms.readAnswer(request.params.id, formOwnerId(signedInUser(request)));
      if (body === null) throw AppError.notFound();
      // Already the serialized formEnvelopeSchema, which the type provider cannot know.
      // Returned, not sent: the reply is a thenable, so an async handler returning it has its
      // promise wait on the response's end, listeners and all, on every read.
      reply.type('application/json; charset=utf-8');
      return body as never;
    },
  );

  app.post(
    '/internal/v1/form',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        security: common.security,
        body: createFormBodySchema,
        response: { 201: formEnvelopeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { formTypeCode, formName, pageCount } = request.body;
      if (!options.supportedFormTypes.includes(formTypeCode)) {
        // The answer is built from the entries, so the entry carries the code and message.
        const code = 'UNSUPPORTED_FORM_TYPE';
        throw new AppError(400, code, notOfferedMessage, [
          { error: notOfferedMessage, field: 'formTypeCode', code },
        ]);
      }
      const user = signedInUser(request);
      // A caller's assessment is started from the staff inbox, where its team is checked.
      if (user.actingFor) throw AppError.forbidden(startFromInboxMessage);
      const ownerId = user.id;
      if ((await forms.countOpen(ownerId, formTypeCode)) >= options.maxOpenPerPathway) {
        throw new AppError(409, 'TOO_MANY_OPEN', tooManyOpenMessage(options.maxOpenPerPathway));
      }
      const form = await app.db.transaction().execute(async (transaction) => {
        const created = await forms.create(
          { ownerId, formTypeCode, formName, title: constants.assessmentTitle, pageCount },
          transaction,
        );
        await countStarted(transaction, formTypeCode, new Date(created.dateCreated));
        return created;
      });
      return reply.code(201).send({ data: form });
    },
  );

  app.put(
    '/internal/v1/form/:id',
    {
      // Refused with 503 while the service is under pressure (plugins/save-shedding.ts).
      config: refuseWhenBusy,
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        security: common.security,
        params: formIdParamsSchema,
        body: updateFormBodySchema,
        response: { 200: formEnvelopeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const ownerId = formOwnerId(user);
      const form = await forms.readEditState(request.params.id, ownerId);
      if (form === null) throw AppError.notFound();
      assertEditable(form);
      const { body } = request;
      // A stale version is refused before validation: the client must reload either way.
      if (body.version !== form.version) throw AppError.conflict(conflictMessage);
      // The costly part of a save, run a slice at a time between other requests.
      const pathway = pathwayFor(form.formTypeCode);
      const { stored, steps } = await validation.run(() => {
        const fields = validateDirtyFields(body.dirtyFields, pathway);
        return {
          stored: JSON.stringify(fields),
          steps: journeyStepsOf(pathway, fields, reachedSteps.of(form.id)),
        };
      });
      if (Buffer.byteLength(stored) > options.maxAssessmentBytes) {
        throw new AppError(413, 'TOO_LARGE', tooLargeMessage);
      }
      const result = await forms.save(form.id, ownerId, body.version, {
        dirtyFields: stored,
        pageCount: body.pageCount,
        lastValidPage: body.lastValidPage,
        allPagesValidated: body.allPagesValidated,
        journey: { formTypeCode: form.formTypeCode, steps },
      });
      if (result.outcome === 'not-found') throw AppError.notFound();
      if (result.outcome === 'conflict') {
        // Changed between our read and write: say why if it was submitted or closed meanwhile.
        assertEditable(result.current);
        throw AppError.conflict(conflictMessage);
      }
      reachedSteps.add(form.id, steps);
      await auditActingFor(user, 'caller.save', form.id, request.ip);
      // The saved assessment as the database wrote it: the serialized formEnvelopeSchema,
      // which the type provider cannot know; returned, not sent (as for a read).
      reply.type('application/json; charset=utf-8');
      return result.body as never;
    },
  );

  app.post(
    '/internal/v1/form/:id/remoteSubmission',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        security: common.security,
        params: formIdParamsSchema,
        // The spec sends formModel, dirtyModel and pdfHtml; a bare POST is just as good.
        body: submitFormBodySchema.nullish(),
        response: { 200: formEnvelopeSchema, ...errorResponses },
      },
    },
    async (request) => {
      // Saves that arrived before this submission are still queued for validation or for
      // their group commit: let them land first, so the submission freezes them (both queues
      // are first come, first served, and this waits only for what is queued now).
      await validation.run(() => undefined);
      await app.sqlite?.groupCommit.run(() => undefined);
      await postgresSaves?.whenIdle();
      const user = signedInUser(request);
      // formModel, dirtyModel and pdfHtml are not used: the stored assessment is submitted.
      const form = await submitAssessment(app.db, {
        formId: request.params.id,
        ownerId: formOwnerId(user),
        flavour: options.flavour,
        content: await app.serviceContent.published(),
        takenBy: user.actingFor
          ? { actor: await loadStaffActor(app.db, user.id), clientAddress: request.ip }
          : undefined,
      });
      // The job is committed with the submission; wake this process's worker to send it now.
      app.delivery.nudge();
      return { data: form };
    },
  );

  app.post(
    '/internal/v1/form/:id/abandonAssessment',
    {
      preHandler: common.preHandler,
      schema: {
        tags: common.tags,
        security: common.security,
        params: formIdParamsSchema,
        response: { 200: formEnvelopeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const ownerId = formOwnerId(user);
      const form = await ownForm(request.params.id, ownerId);
      // Stryker disable next-line ConditionalExpression: without this check abandon() leaves a submitted assessment alone and the check after it gives the same answer; this one saves the write
      if (form.submittedFields !== null) throw alreadySubmittedError();
      if (form.status === constants.abandonedStatus) return { data: form };
      await app.db.transaction().execute(async (transaction) => {
        if (!(await forms.abandon(form.id, ownerId, transaction))) return;
        const journey = { formId: form.id, pathway: pathwayFor(form.formTypeCode), at: new Date() };
        await endJourney(transaction, journey, { kind: 'closed' });
      });
      await auditActingFor(user, 'caller.abandon', form.id, request.ip);
      const closed = await ownForm(form.id, ownerId);
      // Submitted between the read and the close: the submission stands.
      if (closed.submittedFields !== null) throw alreadySubmittedError();
      return { data: closed };
    },
  );
};
