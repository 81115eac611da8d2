import type { Kysely } from 'kysely';
import {
  cannotSubmitMessages,
  conflictMessage,
  constants,
  readStoredFields,
  type Assessment,
  type DirtyFields,
} from '@csa/contracts';
import {
  evaluateCareActOutcomes,
  isStoredAreaComplete,
  needsMoreHelp,
  submissionSuggestions,
  type CareActOutcomes,
  type CouncilFlavour,
  type Pathway,
} from '@csa/questionnaire';
import { pathwayFor } from '@csa/questionnaire/content';
import type { Database } from '../database/index.ts';
import { DeliveryJobRepository } from '../outbox/index.ts';
import { AppError } from '../errors/index.ts';
import { openCase } from './open-case.ts';
import { AuditLog, callerAuditDetail, type StaffActor } from '../audit/index.ts';
import { allocateReference } from './allocate-reference.ts';
import { alreadySubmittedError, closedError } from './assert-editable.ts';
import { FormRepository } from './form-repository.ts';
import { submissionProblems } from './submission-problems.ts';
import { endJourney } from '../service-performance/index.ts';
import {
  type PublishedContent,
  questionnaireContentVersion,
  recordSubmissionVersions,
} from '../content/index.ts';

/**
 * How long a repeated submit is taken as the same click (a double click, a retry after a
 * dropped connection) and answered with the submission already made. After it, a submit of a
 * submitted assessment is refused with the spec's message (docs/decisions/0006).
 */
export const repeatSubmitWindowMs = 2 * 60_000;

export interface SubmitRequest {
  formId: string;
  ownerId: string;
  flavour: CouncilFlavour;
  now?: Date;
  /** The member of staff submitting it for a council-held resident (channel phone), with
   * what the audit log records of it, written in the submission's own transaction. */
  takenBy?: { actor: StaffActor; clientAddress: string | null } | undefined;
  /** The council's published help links and wording: the suggestions are drawn from it and
   * its version is recorded with the submission. Without it (a test calling this directly)
   * the shipped catalogues are used and no versions are recorded. */
  content?: PublishedContent | undefined;
}

/** Thrown inside the transaction when another request submitted the assessment first, or a
 * save changed it after its answers were read, so that this one's reference and job roll back. */
class SubmittedMeanwhile extends Error {}

/** A save that lands between reading the answers and freezing them makes the freeze retry on
 * the saved answers; a resident cannot save this often, so a few tries always suffice. */
const maxFreezeAttempts = 5;

/**
 * Submits an assessment (spec §4). In one transaction: checks the requirements on the stored
 * answers, freezes submittedFields (personal details, the complete areas and the server's
 * suggestions) with the Care Act outcomes its answers suggest, gives it the next reference, opens its staff case and
 * writes the delivery job to the outbox.
 * Submitting twice is idempotent: exactly one submission and one job, whichever request wins.
 */
export async function submitAssessment(
  db: Kysely<Database>,
  request: SubmitRequest,
): Promise<Assessment> {
  const forms = new FormRepository(db);
  const jobs = new DeliveryJobRepository(db);
  const now = request.now ?? new Date();

  for (let attempt = 1; attempt <= maxFreezeAttempts; attempt += 1) {
    const form = await freezeOnce();
    // Overtaken: the next try reads what overtook it (a submission, a close or a save).
    if (form === null) continue;
    // Stryker disable next-line StringLiteral: a submitted row always has its date; any text that is not a date parses to NaN, as '' does
    const submittedAt = Date.parse(form.dateSubmitted ?? '');
    if (now.getTime() - submittedAt > repeatSubmitWindowMs) throw alreadySubmittedError();
    return form;
  }
  // Saves kept landing between reading the answers and freezing them: the resident reloads the
  // latest answers and tries again.
  throw AppError.conflict(conflictMessage);

  /** One try at freezing the stored answers; null when overtaken, which rolls back its
   * reference and job. */
  async function freezeOnce(): Promise<Assessment | null> {
    try {
      return await db.transaction().execute(async (transaction) => {
        const current = await forms.get(request.formId, request.ownerId, transaction);
        if (!current) throw AppError.notFound();
        if (current.submittedFields !== null) return current;
        if (current.status === constants.abandonedStatus) throw closedError();

        const pathway = pathwayFor(current.formTypeCode);
        const fields = readStoredFields(current);
        const problems = submissionProblems(pathway, fields);
        if (problems.length > 0) {
          throw new AppError(
            400,
            'CANNOT_SUBMIT',
            cannotSubmitMessages[pathway.formTypeCode],
            problems,
          );
        }
        const frozen = frozenFields(pathway, fields, request.flavour, request.content);
        const outcomes = careActOutcomesOf(pathway, frozen);
        const reference = await allocateReference(transaction, current.formTypeCode, now);
        const submittedFields = JSON.stringify(frozen);
        const isClaimed = await forms.markSubmitted(
          current.id,
          request.ownerId,
          {
            submittedFields,
            careActOutcomes: JSON.stringify(outcomes),
            careActUnmetCount: outcomes.unmetCount,
            careActThresholdReached: outcomes.reachesIndicativeThreshold,
            dateSubmitted: now.toISOString(),
            reference,
            takenBy: request.takenBy
              ? { id: request.takenBy.actor.id, name: request.takenBy.actor.name }
              : null,
          },
          current.version,
          transaction,
        );
        if (!isClaimed) throw new SubmittedMeanwhile();
        if (request.content) {
          await recordSubmissionVersions(transaction, current.id, {
            contentVersion: request.content.version,
            questionnaireVersion: questionnaireContentVersion(pathway),
          });
        }
        await endJourney(
          transaction,
          { formId: current.id, pathway, at: now },
          {
            kind: 'submitted',
            startedAt: new Date(current.dateCreated),
            areasNeedingMoreHelp: areasNeedingMoreHelp(pathway, frozen),
          },
        );
        // The staff inbox lists cases only; opening it here keeps the inbox's reads to its own
        // rows (docs/decisions/0121).
        await openCase(
          transaction,
          {
            formId: current.id,
            formTypeCode: current.formTypeCode,
            reference,
            submittedFields,
            dateSubmitted: now.toISOString(),
            careActUnmetCount: outcomes.unmetCount,
            careActThresholdReached: outcomes.reachesIndicativeThreshold ? 1 : 0,
          },
          now,
        );
        await jobs.enqueueSubmission(current.id, current.formTypeCode, now, transaction);
        if (request.takenBy) {
          await new AuditLog(db).record(
            {
              actor: request.takenBy.actor,
              action: 'caller.submit',
              formId: current.id,
              clientAddress: request.takenBy.clientAddress,
              detail: callerAuditDetail(request.ownerId),
              at: now,
            },
            transaction,
          );
        }
        return forms.get(current.id, request.ownerId, transaction);
      });
    } catch (error) {
      if (error instanceof SubmittedMeanwhile) return null;
      throw error;
    }
  }
}

/** What the council receives: what the resident saw on the preview (which drops incomplete
 * areas, spec §4) plus the suggestions offered. */
function frozenFields(
  pathway: Pathway,
  fields: DirtyFields,
  flavour: CouncilFlavour,
  content: PublishedContent | undefined,
): DirtyFields {
  const frozen: DirtyFields = {};
  for (const topic of pathway.topics) {
    const progress = fields[topic.id];
    if (progress !== undefined && isStoredAreaComplete(topic, fields)) frozen[topic.id] = progress;
  }
  // Always there: submissionProblems refuses a submission without personal details.
  frozen.personalDetails = fields.personalDetails;
  frozen.suggestions = submissionSuggestions(pathway, frozen, flavour, content?.content.links);
  return frozen;
}

/** The areas of the submission that reported needing more help: counted for the council's
 * demand figures (docs/decisions/0130), never stored against the submission's id. */
function areasNeedingMoreHelp(pathway: Pathway, frozen: DirtyFields): string[] {
  return pathway.topics
    .filter((topic) => {
      const progress = frozen[topic.id];
      return progress !== undefined && needsMoreHelp(topic, progress.answers);
    })
    .map((topic) => topic.id);
}

/** Computed once from what was sent and stored with it (docs/decisions/0120). */
function careActOutcomesOf(pathway: Pathway, frozen: DirtyFields): CareActOutcomes {
  const answersByArea = Object.fromEntries(
    pathway.topics.map((topic) => [topic.id, frozen[topic.id]?.answers]),
  );
  return evaluateCareActOutcomes(pathway, answersByArea);
}
