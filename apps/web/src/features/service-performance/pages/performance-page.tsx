import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  formTypeCodeSchema,
  performanceQuerySchema,
  performanceRoleNames,
  type PerformanceQuery,
  type PerformanceReport,
  type ShownCount,
} from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { useErrorSummary } from '../../../components/ui/form/use-error-summary.ts';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { usePerformance } from '../api/get-performance.ts';
import { BarChart } from '../components/bar-chart.tsx';
import { FiguresTable } from '../components/figures-table.tsx';
import { MonthFiguresForm } from '../components/month-figures-form.tsx';
import '../../../styles/forms.scss';
import '../service-performance.scss';

const pathwayNames = { CSA: 'Care and support', CARERS: "Carer's assessment" } as const;

/**
 * /admin/performance: how the service is doing, made only of counts (docs/decisions/0130,
 * 0131, 0132), for service managers and admins. The range and pathway live in the address, so
 * a link or Back keeps them.
 */
export function PerformancePage() {
  return (
    <LoginGuard requiredRole={performanceRoleNames}>
      <PageTitleBar title="Service performance" />
      <PerformanceContent />
    </LoginGuard>
  );
}

function PerformanceContent() {
  const [params, setParams] = useSearchParams();
  const parsed = performanceQuerySchema.safeParse({
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    formTypeCode: params.get('formTypeCode') || undefined,
  });
  const query: PerformanceQuery = parsed.success ? parsed.data : {};
  const figures = usePerformance(query);
  const { user } = useAuth();
  // Service managers read the figures; only admins enter a month's (decision 0131).
  const isAdmin = user?.roleNames.includes('admin') ?? false;
  return (
    <>
      <p className="govuk-body">
        Counts only: nothing here identifies a resident. Counts from 1 to 4 are shown as “fewer than
        5”.
      </p>
      <RangeFilter
        key={params.toString()}
        initial={{
          from: query.from ?? figures.data?.from ?? '',
          to: query.to ?? figures.data?.to ?? '',
          formTypeCode: query.formTypeCode ?? '',
        }}
        onApply={(next) => setParams(next)}
      />
      {figures.isPending ? (
        <LoadingSpinner label="Loading the figures…" />
      ) : figures.isError ? (
        <div className="govuk-error-summary" role="alert">
          <h2 className="govuk-error-summary__title">The figures could not be loaded</h2>
          <div className="govuk-error-summary__body">
            <p className="govuk-body">
              {figures.error instanceof ApiError && figures.error.status === 403
                ? 'You need the service manager or administrator role, and to have signed in with two-step verification.'
                : figures.error.message}
            </p>
          </div>
        </div>
      ) : (
        <Figures report={figures.data} />
      )}
      {isAdmin && <MonthFiguresForm />}
    </>
  );
}

interface RangeValues {
  from: string;
  to: string;
  formTypeCode: string;
}

function RangeFilter(props: { initial: RangeValues; onApply: (params: URLSearchParams) => void }) {
  const [values, setValues] = useState(props.initial);
  const summary = useErrorSummary();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = performanceQuerySchema.safeParse({
      from: values.from || undefined,
      to: values.to || undefined,
      formTypeCode: values.formTypeCode || undefined,
    });
    if (!checked.success) {
      summary.show(
        checked.error.issues.map((issue) => ({
          targetId: `performance-${String(issue.path[0] ?? 'from')}`,
          message: issue.message,
        })),
      );
      return;
    }
    summary.clear();
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(checked.data)) if (value) next.set(key, value);
    props.onApply(next);
  };

  const dateField = (name: 'from' | 'to', label: string) => {
    const id = `performance-${name}`;
    return (
      <TextField
        id={id}
        name={name}
        label={label}
        type="date"
        widthClass="govuk-input--width-10"
        error={summary.errorFor(id)}
        value={values[name]}
        onChange={(value) => setValues({ ...values, [name]: value })}
      />
    );
  };

  return (
    <>
      <ErrorSummary {...summary.summary} />
      <form className="performance-filters" noValidate onSubmit={onSubmit}>
        {dateField('from', 'From')}
        {dateField('to', 'To')}
        <div className="govuk-form-group">
          <label className="govuk-label" htmlFor="performance-formTypeCode">
            Pathway
          </label>
          <select
            className="govuk-select"
            id="performance-formTypeCode"
            name="formTypeCode"
            value={values.formTypeCode}
            onChange={(event) => setValues({ ...values, formTypeCode: event.target.value })}
          >
            <option value="">Both pathways</option>
            {formTypeCodeSchema.options.map((code) => (
              <option key={code} value={code}>
                {pathwayNames[code]}
              </option>
            ))}
          </select>
        </div>
        <div className="govuk-form-group">
          <button type="submit" className="govuk-button govuk-button--secondary">
            Show figures
          </button>
        </div>
      </form>
    </>
  );
}

const percent = (value: number | null) => (value === null ? null : `${value}%`);
const pounds = (pence: number | null) =>
  pence === null
    ? null
    : (pence / 100).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });
const count = (value: ShownCount) => value;

function Figures(props: { report: PerformanceReport }) {
  const { report } = props;
  const { kpis } = report;
  const range = `${report.from} to ${report.to}`;
  const file = (name: string) => `${name}-${report.from}-to-${report.to}.csv`;
  const funnel = report.funnel.filter(
    (step) => step.formTypeCode === null || step.reached !== 0 || step.droppedOff !== 0,
  );
  const demandRows = report.demand.filter((row) => row.count !== 0);
  return (
    <>
      <h2 className="govuk-heading-l">Key figures, {range}</h2>
      <FiguresTable
        caption="Key performance indicators"
        fileName={file('key-figures')}
        columns={[
          { label: 'Indicator' },
          { label: 'Figure', isNumeric: true },
          { label: 'Made of' },
        ]}
        rows={[
          [
            'Completion rate',
            percent(kpis.completionRate.percent),
            `${kpis.completionRate.submitted} submitted of ${kpis.completionRate.started} started`,
          ],
          [
            'User satisfaction',
            percent(kpis.userSatisfaction.percentSatisfied),
            `${kpis.userSatisfaction.answered} answers`,
          ],
          [
            'Digital take-up',
            percent(kpis.digitalTakeUp.percent),
            `${kpis.digitalTakeUp.online} online, ${kpis.digitalTakeUp.phone} by phone, ${kpis.digitalTakeUp.paperAndOther} on paper or other`,
          ],
          [
            'Cost per transaction',
            pounds(kpis.costPerTransaction.pencePerTransaction),
            kpis.costPerTransaction.monthsWithoutCost.length
              ? `No cost entered for ${kpis.costPerTransaction.monthsWithoutCost.join(', ')}`
              : `${pounds(kpis.costPerTransaction.costPence)} over ${kpis.costPerTransaction.transactions} transactions`,
          ],
        ]}
      />

      <h2 className="govuk-heading-l">Where residents stop</h2>
      <BarChart
        id="funnel-chart"
        title="Residents reaching each step"
        bars={funnel.map((step) => ({ label: step.label, value: step.reached }))}
      />
      <FiguresTable
        caption="Funnel and drop-off"
        fileName={file('funnel')}
        columns={[
          { label: 'Step' },
          { label: 'Reached', isNumeric: true },
          { label: 'Completed', isNumeric: true },
          { label: 'Went no further', isNumeric: true },
        ]}
        rows={funnel.map((step) => [
          step.formTypeCode ? `${step.label} (${step.formTypeCode})` : step.label,
          count(step.reached),
          step.completed,
          count(step.droppedOff),
        ])}
      />
      <FiguresTable
        caption="How assessments ended"
        fileName={file('ends')}
        columns={[{ label: 'End' }, { label: 'Assessments', isNumeric: true }]}
        rows={[
          ['Submitted', report.ends.submitted],
          ['Closed by the resident', report.ends.closed],
          [
            'Deleted while open (not used for 6 months, or with the account)',
            report.ends.deletedWhileOpen,
          ],
          ['Deleted after closing', report.ends.deletedAfterClosing],
        ]}
      />

      <h2 className="govuk-heading-l">Time from start to submission</h2>
      <BarChart
        id="time-chart"
        title="Submissions by time taken"
        bars={report.timeToSubmit.map((bucket) => ({ label: bucket.label, value: bucket.count }))}
      />
      <FiguresTable
        caption="Time to submit"
        fileName={file('time-to-submit')}
        columns={[{ label: 'Time taken' }, { label: 'Submissions', isNumeric: true }]}
        rows={report.timeToSubmit.map((bucket) => [bucket.label, bucket.count])}
      />

      <h2 className="govuk-heading-l">User satisfaction</h2>
      <BarChart
        id="satisfaction-chart"
        title="Answers to how residents felt about the service"
        bars={kpis.userSatisfaction.ratings.map((rating) => ({
          label: rating.label,
          value: rating.count,
        }))}
      />
      <FiguresTable
        caption="Satisfaction"
        fileName={file('satisfaction')}
        columns={[{ label: 'Answer' }, { label: 'Residents', isNumeric: true }]}
        rows={kpis.userSatisfaction.ratings.map((rating) => [rating.label, rating.count])}
      />
      <FiguresTable
        caption="How could we improve this service?"
        fileName={file('suggestions')}
        columns={[{ label: 'Day' }, { label: 'Pathway' }, { label: 'Suggestion' }]}
        rows={report.comments.map((comment) => [
          comment.day,
          pathwayNames[comment.formTypeCode],
          comment.comment,
        ])}
      />

      <h2 className="govuk-heading-l">Contact after submitting</h2>
      <p className="govuk-body">
        The carers centre promises contact within 14 days. Contact is the first change of a case’s
        status from new.
      </p>
      <FiguresTable
        caption="Contact by month"
        fileName={file('contact')}
        columns={[
          { label: 'Month and pathway' },
          { label: 'Submitted', isNumeric: true },
          { label: 'Within 14 days', isNumeric: true },
          { label: 'Later', isNumeric: true },
          { label: 'Not yet', isNumeric: true },
          { label: 'Median days', isNumeric: true },
        ]}
        rows={report.contact.map((month) => [
          `${month.month} ${pathwayNames[month.formTypeCode]}`,
          month.submitted,
          month.contactedWithinPromise,
          month.contactedLater,
          month.notYetContacted,
          month.medianDaysToContact,
        ])}
      />

      <h2 className="govuk-heading-l">Demand by area</h2>
      <p className="govuk-body">
        Submissions that said they need more help than they have with an area.
      </p>
      <FiguresTable
        caption="Demand by area and month"
        fileName={file('demand')}
        columns={[
          { label: 'Area' },
          { label: 'Month' },
          { label: 'Pathway' },
          { label: 'Submissions', isNumeric: true },
        ]}
        rows={demandRows.map((row) => [
          row.label,
          row.month,
          pathwayNames[row.formTypeCode],
          row.count,
        ])}
      />
    </>
  );
}
