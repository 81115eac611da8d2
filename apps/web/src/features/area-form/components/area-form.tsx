import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import type { Assessment, FormTypeCode } from '@csa/contracts';
import {
  areaPath,
  findStep,
  pruneAnswers,
  visibleItems,
  type Answer,
  type Answers,
  type Pathway,
  type Topic,
} from '@csa/questionnaire';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { isFromPreview, paths } from '../../../config/paths.ts';
import { useAreaSaver } from '../hooks/use-area-saver.ts';
import { clearAreaDraft, writeAreaDraft } from '../lib/area-draft-storage.ts';
import { areaFormStrings } from '../lib/area-form-strings.ts';
import { readAreaProgress } from '../lib/dirty-fields.ts';
import { inputId } from '../lib/field-ids.ts';
import { firstStepWithErrors } from '../lib/first-step-with-errors.ts';
import { initialAreaState } from '../lib/initial-area-state.ts';
import { serverFieldErrors } from '../lib/server-field-errors.ts';
import { stepErrors } from '../lib/step-errors.ts';
import { readStepHistoryState, stepHistoryState } from '../lib/step-history.ts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';
import { PageNotFound } from './page-not-found.tsx';
import { ProgressSteps } from './progress-steps.tsx';
import { SaveProblem } from './save-problem.tsx';
import { StepButtons } from './step-buttons.tsx';
import { StepQuestions } from './step-questions.tsx';

export interface AreaFormProps {
  formTypeCode: FormTypeCode;
  assessment: Assessment;
  topic: Topic;
  /** The pathway the topic belongs to: a save counts the areas it completes. */
  pathway: Pathway;
}

/**
 * One area, one page at a time (spec §2, §4). The answers live in this component and, until
 * saved, in session storage too, so a reload, a failed save or a slow connection never loses
 * them. Every step move saves first and moves only once the server has the answers. Each step
 * is an entry in the browser's history, so its Back returns to the previous step rather than
 * leaving the area (the answers are kept here and in session storage meanwhile).
 */
export function AreaForm({ formTypeCode, assessment, topic, pathway }: AreaFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const formId = assessment.id;
  const areaKey = topic.id;
  const overviewHref = paths.overview.getHref(formTypeCode, formId);
  const [initial] = useState(() => initialAreaState(formId, topic, assessment.dirtyFields));
  const [answers, setAnswers] = useState<Answers>(initial.answers);
  // The answers as typed this instant, for code running after an await.
  const answersRef = useRef(answers);
  const historyStep = readStepHistoryState(location.state);
  const stepIndex = historyStep?.areaStep ?? initial.stepIndex;
  const [openedOnKey] = useState(location.key);
  const [isRestored, setIsRestored] = useState(initial.isRestored);
  // Questions found unanswered when Next was last pressed. Only these show errors, and each
  // clears as it is answered; a question revealed since is not flagged before the next try.
  const [flaggedItemIds, setFlaggedItemIds] = useState<readonly string[]>([]);
  const [errorFocusRequest, setErrorFocusRequest] = useState(0);
  const [headingFocusRequest, setHeadingFocusRequest] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [lastAction, setLastAction] = useState<'next' | 'back'>('next');
  const saver = useAreaSaver(formId, areaKey, pathway);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const path = useMemo(() => areaPath(topic, answers), [topic, answers]);
  const index = Math.min(stepIndex, path.length - 1);
  const step = path[index];
  const page = step ? findStep(topic, step)?.page : undefined;

  // After a step change, focus goes to the new step's heading so screen readers announce
  // "Step 3 of 7" and its title; the first step keeps the shell's focus on the page.
  useEffect(() => {
    if (headingFocusRequest > 0) headingRef.current?.focus();
  }, [headingFocusRequest]);
  // The browser's Back and Forward between steps are step changes too.
  useEffect(() => {
    if (navigationType === NavigationType.Pop && location.key !== openedOnKey)
      headingRef.current?.focus();
  }, [navigationType, location.key, openedOnKey]);

  const items = useMemo(
    () => (page ? visibleItems(topic, page, answers) : []),
    [topic, page, answers],
  );
  const errors = useMemo(() => {
    const rejected =
      saver.problem?.kind === 'rejected' ? serverFieldErrors(items, saver.problem.fieldErrors) : {};
    const local = page ? stepErrors(topic, page, answers) : {};
    const flagged = Object.entries(local).filter(([itemId]) => flaggedItemIds.includes(itemId));
    return { ...rejected, ...Object.fromEntries(flagged) };
  }, [saver.problem, items, flaggedItemIds, page, topic, answers]);

  if (!page) return <PageNotFound overviewHref={overviewHref} />;

  const here = { pathname: location.pathname, search: location.search };
  const showStep = async (next: number, how: 'push' | 'replace') => {
    await navigate(here, {
      replace: how === 'replace',
      state: stepHistoryState(next, how === 'push'),
    });
  };

  const setAnswersEverywhere = (next: Answers, draftStepIndex: number | null) => {
    answersRef.current = next;
    setAnswers(next);
    if (draftStepIndex === null) clearAreaDraft(formId, areaKey);
    else writeAreaDraft(formId, areaKey, { answers: next, stepIndex: draftStepIndex });
  };

  const onAnswer = (itemId: string, answer: Answer) => {
    setAnswersEverywhere({ ...answersRef.current, [itemId]: answer }, index);
  };

  /** Saves the area with hidden answers dropped; on success the page shows what was saved,
   * plus anything typed while the save was on its way (kept as a new draft). */
  const saveArea = async (lastStepIndex: number, isComplete: boolean) => {
    const sent = answersRef.current;
    const pruned = pruneAnswers(topic, sent);
    const saved = await saver.save({ answers: pruned, lastStepIndex, isComplete });
    if (!saved) return null;
    const current = answersRef.current;
    if (current === sent) setAnswersEverywhere(pruned, null);
    else setAnswersEverywhere(pruneAnswers(topic, current), lastStepIndex);
    setIsRestored(false);
    return { saved, pruned };
  };

  const goNext = async () => {
    setLastAction('next');
    setNotice(null);
    const unanswered = Object.keys(stepErrors(topic, page, answersRef.current));
    if (unanswered.length > 0) {
      setFlaggedItemIds(unanswered);
      setErrorFocusRequest((count) => count + 1);
      return;
    }
    const stepsToSave = areaPath(topic, pruneAnswers(topic, answersRef.current));
    const isLast = index >= stepsToSave.length - 1;
    // On the last step there is no next step; the index stays on a real step.
    const result = await saveArea(isLast ? index : index + 1, isLast);
    if (!result) return;
    setFlaggedItemIds([]);
    if (!isLast) {
      setHeadingFocusRequest((count) => count + 1);
      await showStep(index + 1, 'push');
      return;
    }
    // The server recomputes completeness; its word is final.
    const gap = readAreaProgress(result.saved.dirtyFields, areaKey)?.isComplete
      ? undefined
      : firstStepWithErrors(topic, result.pruned);
    if (gap === undefined) {
      await navigate(
        isFromPreview(location.search) ? paths.preview.getHref(formTypeCode, formId) : overviewHref,
      );
      return;
    }
    await showStep(gap.index, 'replace');
    setFlaggedItemIds(gap.itemIds);
    setNotice(areaFormStrings.incompleteAfterSave);
    setErrorFocusRequest((count) => count + 1);
  };

  const goBack = async () => {
    if (index === 0) {
      await navigate(overviewHref);
      return;
    }
    setLastAction('back');
    setNotice(null);
    setFlaggedItemIds([]);
    if (!(await saveArea(index - 1, false))) return;
    setHeadingFocusRequest((count) => count + 1);
    // Back through the history when Next made this entry, so the steps stay one entry each.
    if (historyStep?.isAfterPreviousStep && historyStep.areaStep === index) await navigate(-1);
    else await showStep(index - 1, 'replace');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saver.isSaving) void goNext();
  };

  const summaryErrors = items
    .filter((item) => errors[item.id])
    .map((item) => ({ targetId: inputId(item), message: `${errors[item.id]}: ${item.title}` }));
  const hasErrors = summaryErrors.length > 0;
  const headingId = 'area-step-heading';
  // The first page of an area is usually titled like the area; the h1 already says that.
  const stepTitle = page.title === topic.title ? areaFormStrings.introductionStep : page.title;

  return (
    <>
      <PageTitleBar
        title={topic.title}
        backTo={overviewHref}
        backLabel={areaFormStrings.backToOverview}
        documentTitle={`${stepTitle} – ${areaFormStrings.stepOfSoFar(index + 1, path.length)} – ${topic.title}`}
      />
      <ErrorSummary errors={summaryErrors} focusKey={errorFocusRequest} />
      {notice && <div className="govuk-inset-text">{notice}</div>}
      {isRestored && <div className="govuk-inset-text">{areaFormStrings.draftRestored}</div>}
      <ProgressSteps currentIndex={index} total={path.length} />
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <h2 className="govuk-heading-l" id={headingId} tabIndex={-1} ref={headingRef}>
          <span className="govuk-caption-m">
            {areaFormStrings.stepOfSoFar(index + 1, path.length)}
          </span>
          {stepTitle}
        </h2>
        <StepQuestions
          items={items}
          answers={answers}
          errors={errors}
          formTypeCode={formTypeCode}
          topicId={topic.id}
          onAnswer={onAnswer}
        />
        {hasErrors && <ProblemMessage>{areaFormStrings.formHasErrors}</ProblemMessage>}
        {saver.problem && (
          <SaveProblem
            problem={saver.problem}
            isSaving={saver.isSaving}
            onRetry={() => void (lastAction === 'next' ? goNext() : goBack())}
          />
        )}
        <div className="app-save-status" role="status">
          {saver.isSlow && <p className="govuk-body">{areaFormStrings.saving}</p>}
        </div>
        <StepButtons
          isFirst={index === 0}
          isLast={index === path.length - 1}
          isSaving={saver.isSaving}
          onBack={() => void goBack()}
        />
      </form>
    </>
  );
}
