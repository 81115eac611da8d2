import { useState, type FormEvent } from 'react';
import {
  improvementQuestion,
  maxSatisfactionCommentLength,
  satisfactionBodySchema,
  satisfactionLabels,
  satisfactionQuestion,
  satisfactionRatings,
  type SatisfactionRating,
} from '@csa/contracts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import {
  describedBy,
  ErrorMessage,
  FormGroup,
  Hint,
} from '../../../components/ui/form/field-parts.tsx';
import { useErrorSummary } from '../../../components/ui/form/use-error-summary.ts';
import { StatusRegion } from '../../../components/ui/status-region.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useRateService } from '../api/rate-service.ts';

const ratingId = 'satisfaction-rating';
const firstRatingId = `${ratingId}-${satisfactionRatings[0]}`;
const commentId = 'satisfaction-comment';
const thanks = 'Thank you for your feedback.';

/**
 * The GOV.UK satisfaction question after submitting, with an optional suggestion. Answering is
 * optional: nothing on the page waits for it. The answer is kept apart from the assessment
 * (docs/decisions/0132).
 */
export function SatisfactionForm(props: { formId: string }) {
  const rate = useRateService(props.formId);
  const [rating, setRating] = useState<SatisfactionRating | null>(null);
  const [comment, setComment] = useState('');
  const problems = useErrorSummary();
  const [outcome, setOutcome] = useState<string | null>(null);
  const ratingError = problems.errorFor(firstRatingId);
  const commentError = problems.errorFor(commentId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (rate.isPending) return;
    const parsed = satisfactionBodySchema.safeParse({
      rating: rating ?? undefined,
      comment: comment.trim() ? comment : undefined,
    });
    if (!parsed.success) {
      problems.show(
        parsed.error.issues.map((issue) => ({
          targetId: issue.path[0] === 'comment' ? commentId : firstRatingId,
          message: issue.message,
        })),
      );
      return;
    }
    try {
      await rate.mutateAsync(parsed.data);
      problems.clear();
      setOutcome(thanks);
    } catch (error) {
      if (error instanceof ApiError && error.errors[0]?.code === 'ALREADY_ANSWERED') {
        problems.clear();
        setOutcome(error.message);
        return;
      }
      problems.show([
        {
          message:
            error instanceof ApiError && !error.isDefaultMessage
              ? error.message
              : 'Your feedback could not be sent. Try again later.',
        },
      ]);
    }
  };

  return (
    <section aria-labelledby="satisfaction-heading">
      <h2 id="satisfaction-heading" className="govuk-heading-m">
        Tell us how it went
      </h2>
      <StatusRegion message={outcome} />
      {outcome === null && (
        <>
          <p className="govuk-body">
            This is optional. Your answer is not added to your assessment.
          </p>
          <ErrorSummary {...problems.summary} />
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <FormGroup error={ratingError}>
              <fieldset
                className="govuk-fieldset"
                aria-describedby={ratingError ? `${ratingId}-error` : undefined}
              >
                <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
                  {satisfactionQuestion}
                </legend>
                <ErrorMessage id={ratingId} message={ratingError} />
                <div className="govuk-radios govuk-radios--small">
                  {satisfactionRatings.map((value) => (
                    <div key={value} className="govuk-radios__item">
                      <input
                        className="govuk-radios__input"
                        id={`${ratingId}-${value}`}
                        name={ratingId}
                        type="radio"
                        value={value}
                        checked={rating === value}
                        onChange={() => setRating(value)}
                      />
                      <label
                        className="govuk-label govuk-radios__label"
                        htmlFor={`${ratingId}-${value}`}
                      >
                        {satisfactionLabels[value]}
                      </label>
                    </div>
                  ))}
                </div>
              </fieldset>
            </FormGroup>
            <FormGroup error={commentError}>
              <label className="govuk-label govuk-label--s" htmlFor={commentId}>
                {improvementQuestion} (optional)
              </label>
              <Hint id={commentId}>
                Do not include personal or financial information, like your name, address, phone
                number or anything about your health. You can write up to{' '}
                {maxSatisfactionCommentLength.toLocaleString('en-GB')} characters.
              </Hint>
              <ErrorMessage id={commentId} message={commentError} />
              <textarea
                className={`govuk-textarea${commentError ? ' govuk-textarea--error' : ''}`}
                id={commentId}
                name={commentId}
                rows={4}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                aria-describedby={describedBy(commentId, true, commentError)}
                aria-invalid={commentError ? true : undefined}
              />
            </FormGroup>
            <button
              type="submit"
              className="govuk-button govuk-button--secondary"
              aria-disabled={rate.isPending || undefined}
            >
              Send feedback
            </button>
          </form>
        </>
      )}
    </section>
  );
}
