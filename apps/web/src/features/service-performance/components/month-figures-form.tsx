import { useState, type FormEvent } from 'react';
import { formTypeCodeSchema, type FormTypeCode } from '@csa/contracts';
import { ErrorSummary, type SummaryError } from '../../../components/ui/error-summary.tsx';
import {
  describedBy,
  ErrorMessage,
  FormGroup,
  Hint,
} from '../../../components/ui/form/field-parts.tsx';
import { useErrorSummary } from '../../../components/ui/form/use-error-summary.ts';
import { StatusRegion } from '../../../components/ui/status-region.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useSetPerformanceMonth } from '../api/set-performance-month.ts';

const pathwayNames = { CSA: 'Care and support', CARERS: "Carer's assessment" } as const;
const monthId = 'performance-month-month';
const pathwayId = 'performance-month-pathway';
const firstPathwayId = `${pathwayId}-${formTypeCodeSchema.options[0]}`;
const paperId = 'performance-month-paper';
const costId = 'performance-month-cost';
const monthsOffered = 24;

const monthNames = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The last `monthsOffered` months up to today's (YYYY-MM), newest first. */
function recentMonths(today: Date): { value: string; label: string }[] {
  return Array.from({ length: monthsOffered }, (_, index) => {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - index, 1));
    return { value: first.toISOString().slice(0, 7), label: monthNames.format(first) };
  });
}

/** Pounds as typed ('1600', '£1,600.50') as whole pence; null when it is not an amount. */
export function penceOf(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/^£/, '').replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * An admin's figures for a month and pathway: the assessments received another way (for
 * digital take-up) and what the service cost (for cost per transaction). A blank figure
 * clears it. Service managers read the figures but do not enter them (docs/decisions/0131).
 */
export function MonthFiguresForm(props: { today?: Date }) {
  const months = recentMonths(props.today ?? new Date());
  const save = useSetPerformanceMonth();
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const [pathway, setPathway] = useState<FormTypeCode | null>(null);
  const [paper, setPaper] = useState('');
  const [cost, setCost] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const problems = useErrorSummary();
  const pathwayError = problems.errorFor(firstPathwayId);
  const paperError = problems.errorFor(paperId);
  const costError = problems.errorFor(costId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const paperText = paper.trim();
    const paperCount = /^\d{1,7}$/.test(paperText) ? Number(paperText) : null;
    const costPence = cost.trim() ? penceOf(cost) : null;
    const errors: SummaryError[] = [];
    if (!pathway) errors.push({ targetId: firstPathwayId, message: 'Select the pathway' });
    if (paperText && (paperCount === null || paperCount > 1_000_000)) {
      errors.push({
        targetId: paperId,
        message: 'Enter the number of assessments as a whole number, like 12',
      });
    }
    if (cost.trim() && costPence === null) {
      errors.push({ targetId: costId, message: 'Enter the cost in pounds, like 1600 or 1600.50' });
    }
    if (errors.length > 0 || !pathway) {
      setSaved(null);
      problems.show(errors);
      return;
    }
    try {
      await save.mutateAsync({
        month,
        formTypeCode: pathway,
        paperAndOtherSubmissions: paperText ? paperCount : null,
        costPence,
      });
      problems.clear();
      const label = months.find((option) => option.value === month)?.label ?? month;
      setSaved(`Saved the figures for ${label}, ${pathwayNames[pathway]}.`);
    } catch (error) {
      setSaved(null);
      problems.show([
        {
          message:
            error instanceof ApiError && !error.isDefaultMessage
              ? error.message
              : 'The figures could not be saved. Try again later.',
        },
      ]);
    }
  };

  return (
    <section aria-labelledby="month-figures-heading">
      <h2 id="month-figures-heading" className="govuk-heading-l">
        Enter a month’s figures
      </h2>
      <p className="govuk-body">
        Digital take-up counts assessments received on paper, by e-mail or in person; cost per
        transaction divides the month’s cost by every assessment received. Leave a figure blank to
        clear it.
      </p>
      <ErrorSummary {...problems.summary} />
      <StatusRegion message={saved} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormGroup>
          <label className="govuk-label" htmlFor={monthId}>
            Month
          </label>
          <select
            className="govuk-select"
            id={monthId}
            name="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          >
            {months.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormGroup>
        <FormGroup error={pathwayError}>
          <fieldset
            className="govuk-fieldset"
            aria-describedby={pathwayError ? `${pathwayId}-error` : undefined}
          >
            <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">Pathway</legend>
            <ErrorMessage id={pathwayId} message={pathwayError} />
            <div className="govuk-radios govuk-radios--small govuk-radios--inline">
              {formTypeCodeSchema.options.map((code) => (
                <div key={code} className="govuk-radios__item">
                  <input
                    className="govuk-radios__input"
                    id={`${pathwayId}-${code}`}
                    name="formTypeCode"
                    type="radio"
                    value={code}
                    checked={pathway === code}
                    onChange={() => setPathway(code)}
                  />
                  <label
                    className="govuk-label govuk-radios__label"
                    htmlFor={`${pathwayId}-${code}`}
                  >
                    {pathwayNames[code]}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        </FormGroup>
        <FormGroup error={paperError}>
          <label className="govuk-label" htmlFor={paperId}>
            Assessments received another way
          </label>
          <Hint id={paperId}>On paper, by e-mail or in person, that month</Hint>
          <ErrorMessage id={paperId} message={paperError} />
          <input
            className={`govuk-input govuk-input--width-5${paperError ? ' govuk-input--error' : ''}`}
            id={paperId}
            name="paperAndOtherSubmissions"
            type="text"
            inputMode="numeric"
            spellCheck={false}
            value={paper}
            onChange={(event) => setPaper(event.target.value)}
            aria-describedby={describedBy(paperId, true, paperError)}
            aria-invalid={paperError ? true : undefined}
          />
        </FormGroup>
        <FormGroup error={costError}>
          <label className="govuk-label" htmlFor={costId}>
            Cost of the service that month
          </label>
          <Hint id={costId}>In pounds, for this pathway, like 1600 or 1600.50</Hint>
          <ErrorMessage id={costId} message={costError} />
          <div className="govuk-input__wrapper">
            <div className="govuk-input__prefix" aria-hidden="true">
              £
            </div>
            <input
              className={`govuk-input govuk-input--width-10${costError ? ' govuk-input--error' : ''}`}
              id={costId}
              name="cost"
              type="text"
              inputMode="decimal"
              spellCheck={false}
              value={cost}
              onChange={(event) => setCost(event.target.value)}
              aria-describedby={describedBy(costId, true, costError)}
              aria-invalid={costError ? true : undefined}
            />
          </div>
        </FormGroup>
        <button type="submit" className="govuk-button" aria-disabled={save.isPending || undefined}>
          Save the month’s figures
        </button>
      </form>
    </section>
  );
}
