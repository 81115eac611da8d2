import {
  applyPersonalDetailsRules,
  dirtyFieldsSchema,
  unknownAreaMessage,
  type DirtyFields,
  type ErrorEntry,
} from '@csa/contracts';
import { checkAreaAnswers, type Pathway } from '@csa/questionnaire';
import type { z } from 'zod';
import { AppError } from '../errors/index.ts';

/** Keys of dirtyFields that are not areas. `suggestions` is computed by the server on
 * submission, so a client's copy is never stored. */
const nonAreaKeys = new Set(['personalDetails', 'suggestions']);

const invalidMessage = 'The assessment could not be saved: some answers are not valid.';

/**
 * Checks a client's dirtyFields against the pathway's content with the same engine the web
 * app runs, and returns what may be stored: areas of this pathway only, answers only to
 * questions that are asked, personal details with the §4 dependency rules applied, and each
 * area's isComplete set to what is true (a client may mark an area incomplete, as going back
 * does, but never complete when required answers are missing). Anything else is a 400 naming
 * the fields at fault, e.g. `dirtyFields.personalHygiene.answers.needHelp`.
 */
export function validateDirtyFields(raw: unknown, pathway: Pathway): DirtyFields {
  const parsed = parseJson(raw);
  const topicIds = new Set(pathway.topics.map((topic) => topic.id));
  const unknownAreas = Object.keys(parsed).filter(
    (key) => !nonAreaKeys.has(key) && !topicIds.has(key),
  );
  if (unknownAreas.length > 0) {
    throw AppError.badRequest(
      invalidMessage,
      unknownAreas.map((key) => fieldError(`dirtyFields.${key}`, unknownAreaMessage)),
    );
  }

  const result = dirtyFieldsSchema.safeParse(parsed);
  if (!result.success) throw AppError.badRequest(invalidMessage, schemaErrors(result.error));

  const stored: DirtyFields = {};
  const problems: ErrorEntry[] = [];
  for (const topic of pathway.topics) {
    const progress = result.data[topic.id];
    if (progress === undefined) continue;
    const checked = checkAreaAnswers(topic, progress.answers, progress.isComplete);
    for (const problem of checked.problems) {
      problems.push(
        fieldError(`dirtyFields.${topic.id}.answers.${problem.itemId}`, problem.message),
      );
    }
    stored[topic.id] = { ...progress, isComplete: checked.isComplete };
  }
  if (problems.length > 0) throw AppError.badRequest(invalidMessage, problems);

  const details = result.data.personalDetails;
  if (details !== undefined) {
    const normalised = applyPersonalDetailsRules(details);
    // People cared for belong to the carers' pathway only (spec §3).
    if (pathway.formTypeCode !== 'CARERS') delete normalised.peopleCaredFor;
    stored.personalDetails = normalised;
  }
  return stored;
}

function parseJson(raw: unknown): Record<string, unknown> {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw AppError.badRequest(invalidMessage, [
        fieldError('dirtyFields', 'dirtyFields is not valid JSON'),
      ]);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw AppError.badRequest(invalidMessage, [
      fieldError('dirtyFields', 'dirtyFields must be an object'),
    ]);
  }
  return value as Record<string, unknown>;
}

function schemaErrors(error: z.ZodError): ErrorEntry[] {
  return error.issues.map((issue) =>
    fieldError(['dirtyFields', ...issue.path.map(String)].join('.'), issue.message),
  );
}

function fieldError(field: string, message: string): ErrorEntry {
  return { error: `${field}: ${message}`, field, code: 'INVALID' };
}
