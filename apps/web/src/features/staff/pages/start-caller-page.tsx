import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  agentRelationshipOptions,
  startCallerRequestSchema,
  teamRoleNames,
  type FormTypeCode,
} from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { ErrorSummary, type SummaryError } from '../../../components/ui/error-summary.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { useStartCaller } from '../api/caller-calls.ts';
import '../../../styles/forms.scss';
import '../staff.scss';

const pathwayOfTeam = { 'customer-services': 'CSA', 'carers-centre': 'CARERS' } as const;
const pathwayLabels: Record<FormTypeCode, string> = {
  CSA: 'Care and support assessment',
  CARERS: 'Carer’s assessment',
};

/** Each field's id on the page, which the error summary links to. */
const fieldIds: Record<string, string> = {
  formTypeCode: 'caller-pathway-CSA',
  callerFirstName: 'caller-first-name',
  callerLastName: 'caller-last-name',
  phone: 'caller-phone',
  email: 'caller-email',
  postalAddress: 'caller-address',
  isCallerThePerson: 'caller-is-person-yes',
  relationship: 'caller-relationship-husband',
  relationshipOther: 'caller-relationship-other-text',
  hasConsent: 'caller-consent',
};
const fieldOrder = Object.keys(fieldIds);

interface Draft {
  formTypeCode: FormTypeCode | '';
  callerFirstName: string;
  callerLastName: string;
  phone: string;
  email: string;
  postalAddress: string;
  isCallerThePerson: 'yes' | 'no' | '';
  relationship: string;
  relationshipOther: string;
  hasConsent: boolean;
}

/** /staff/callers/new: a member of a team starts an assessment for a resident who phoned. The
 * form always starts empty: nothing of an earlier caller is kept in it. */
export function StartCallerPage() {
  return (
    <LoginGuard requiredRole={teamRoleNames}>
      <StartCaller />
    </LoginGuard>
  );
}

function StartCaller() {
  const { user } = useAuth();
  const pathways = teamRoleNames
    .filter((team) => user?.roleNames?.includes(team))
    .map((team) => pathwayOfTeam[team]);
  const [draft, setDraft] = useState<Draft>({
    formTypeCode: pathways.length === 1 ? (pathways[0] ?? '') : '',
    callerFirstName: '',
    callerLastName: '',
    phone: '',
    email: '',
    postalAddress: '',
    isCallerThePerson: '',
    relationship: '',
    relationshipOther: '',
    hasConsent: false,
  });
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const start = useStartCaller();
  const navigate = useNavigate();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const errorOf = (field: string) =>
    errors.find((error) => error.targetId === fieldIds[field])?.message;

  const show = (byField: Record<string, string>, other?: string) => {
    const listed = fieldOrder
      .filter((field) => byField[field])
      .map((field) => ({ targetId: fieldIds[field], message: byField[field] ?? '' }));
    setErrors(other ? [{ message: other }, ...listed] : listed);
    setAttempt((count) => count + 1);
  };

  const onSubmit = async () => {
    if (start.isPending) return;
    // Checked here with the server's own rules, so every problem shows at once before sending.
    const parsed = startCallerRequestSchema.safeParse({
      ...draft,
      formTypeCode: draft.formTypeCode || undefined,
      isCallerThePerson:
        draft.isCallerThePerson === '' ? undefined : draft.isCallerThePerson === 'yes',
    });
    if (!parsed.success) {
      const byField: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        byField[field] ??=
          field === 'formTypeCode' ? 'Select which assessment the caller needs' : issue.message;
      }
      show(byField);
      return;
    }
    try {
      const caller = await start.mutateAsync(parsed.data);
      if (!caller.formId) return;
      await navigate(paths.overview.getHref(caller.formTypeCode, caller.formId));
    } catch (error) {
      const byField = error instanceof ApiError ? error.fieldErrors() : {};
      const isAboutFields = Object.keys(byField).some((field) => field in fieldIds);
      show(
        byField,
        isAboutFields
          ? undefined
          : error instanceof ApiError
            ? error.message
            : 'The assessment could not be started. Try again.',
      );
    }
  };

  return (
    <>
      <PageTitleBar
        title="Start an assessment for a caller"
        backTo={paths.staffCallers.getHref()}
        backLabel="Phone callers"
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <ErrorSummary errors={errors} focusKey={attempt} />
        {pathways.length > 1 && (
          <Choices
            legend="Which assessment does the caller need?"
            name="formTypeCode"
            error={errorOf('formTypeCode')}
            options={pathways.map((pathway) => ({
              id: `caller-pathway-${pathway}`,
              value: pathway,
              label: pathwayLabels[pathway],
            }))}
            value={draft.formTypeCode}
            onChange={(value) => set('formTypeCode', value as FormTypeCode)}
          />
        )}
        <h2 className="govuk-heading-m">The caller</h2>
        <Field id="caller-first-name" label="First name" error={errorOf('callerFirstName')}>
          {(control) => (
            <input
              {...control}
              className="govuk-input govuk-!-width-one-half"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={draft.callerFirstName}
              onChange={(event) => set('callerFirstName', event.target.value)}
            />
          )}
        </Field>
        <Field id="caller-last-name" label="Last name" error={errorOf('callerLastName')}>
          {(control) => (
            <input
              {...control}
              className="govuk-input govuk-!-width-one-half"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={draft.callerLastName}
              onChange={(event) => set('callerLastName', event.target.value)}
            />
          )}
        </Field>
        <fieldset className="govuk-fieldset" aria-describedby="caller-contact-hint">
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
            How can the council reach the caller?
          </legend>
          <div id="caller-contact-hint" className="govuk-hint">
            Enter at least one.
          </div>
          <Field id="caller-phone" label="Phone number" error={errorOf('phone')}>
            {(control) => (
              <input
                {...control}
                className="govuk-input govuk-input--width-20"
                type="tel"
                autoComplete="off"
                value={draft.phone}
                onChange={(event) => set('phone', event.target.value)}
              />
            )}
          </Field>
          <Field id="caller-email" label="Email address" error={errorOf('email')}>
            {(control) => (
              <input
                {...control}
                className="govuk-input govuk-!-width-two-thirds"
                type="email"
                autoComplete="off"
                spellCheck={false}
                value={draft.email}
                onChange={(event) => set('email', event.target.value)}
              />
            )}
          </Field>
          <Field id="caller-address" label="Postal address" error={errorOf('postalAddress')}>
            {(control) => (
              <textarea
                {...control}
                className="govuk-textarea"
                rows={3}
                autoComplete="off"
                value={draft.postalAddress}
                onChange={(event) => set('postalAddress', event.target.value)}
              />
            )}
          </Field>
        </fieldset>
        <Choices
          legend="Is the caller the person the assessment is about?"
          name="isCallerThePerson"
          error={errorOf('isCallerThePerson')}
          options={[
            { id: 'caller-is-person-yes', value: 'yes', label: 'Yes' },
            { id: 'caller-is-person-no', value: 'no', label: 'No, they are acting for them' },
          ]}
          value={draft.isCallerThePerson}
          onChange={(value) => set('isCallerThePerson', value as Draft['isCallerThePerson'])}
        />
        {draft.isCallerThePerson === 'no' && (
          <>
            <Choices
              legend="How is the caller related to the person?"
              name="relationship"
              error={errorOf('relationship')}
              options={agentRelationshipOptions.map((option) => ({
                id: `caller-relationship-${option.value}`,
                value: option.value,
                label: option.label,
              }))}
              value={draft.relationship}
              onChange={(value) => set('relationship', value)}
            />
            {draft.relationship === 'other' && (
              <Field
                id="caller-relationship-other-text"
                label="How they are related"
                error={errorOf('relationshipOther')}
              >
                {(control) => (
                  <input
                    {...control}
                    className="govuk-input govuk-!-width-one-half"
                    type="text"
                    autoComplete="off"
                    value={draft.relationshipOther}
                    onChange={(event) => set('relationshipOther', event.target.value)}
                  />
                )}
              </Field>
            )}
          </>
        )}
        <div
          className={`govuk-form-group${errorOf('hasConsent') ? ' govuk-form-group--error' : ''}`}
        >
          <fieldset className="govuk-fieldset">
            <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">Agreement</legend>
            {errorOf('hasConsent') && (
              <p id="caller-consent-error" className="govuk-error-message">
                <span className="govuk-visually-hidden">Error:</span> {errorOf('hasConsent')}
              </p>
            )}
            <div className="govuk-checkboxes govuk-checkboxes--small">
              <div className="govuk-checkboxes__item">
                <input
                  className="govuk-checkboxes__input"
                  id="caller-consent"
                  type="checkbox"
                  checked={draft.hasConsent}
                  aria-describedby={errorOf('hasConsent') ? 'caller-consent-error' : undefined}
                  onChange={(event) => set('hasConsent', event.target.checked)}
                />
                <label className="govuk-label govuk-checkboxes__label" htmlFor="caller-consent">
                  The resident agreed to the council recording their answers
                </label>
              </div>
            </div>
          </fieldset>
        </div>
        <button type="submit" className="govuk-button" aria-disabled={start.isPending}>
          Start the assessment
        </button>
      </form>
    </>
  );
}

interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** A labelled control with its inline error; `children` draws the control with the id and
 * descriptions given. */
function Field(props: {
  id: string;
  label: string;
  error: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className={`govuk-form-group${props.error ? ' govuk-form-group--error' : ''}`}>
      <label className="govuk-label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.error && (
        <p id={errorId} className="govuk-error-message">
          <span className="govuk-visually-hidden">Error:</span> {props.error}
        </p>
      )}
      {props.children({
        id: props.id,
        'aria-describedby': props.error ? errorId : undefined,
        'aria-invalid': props.error ? true : undefined,
      })}
    </div>
  );
}

function Choices(props: {
  legend: string;
  name: string;
  error: string | undefined;
  options: { id: string; value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const errorId = `${props.name}-error`;
  return (
    <div className={`govuk-form-group${props.error ? ' govuk-form-group--error' : ''}`}>
      <fieldset className="govuk-fieldset" aria-describedby={props.error ? errorId : undefined}>
        <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">{props.legend}</legend>
        {props.error && (
          <p id={errorId} className="govuk-error-message">
            <span className="govuk-visually-hidden">Error:</span> {props.error}
          </p>
        )}
        <div className="govuk-radios govuk-radios--small">
          {props.options.map((option) => (
            <div key={option.id} className="govuk-radios__item">
              <input
                className="govuk-radios__input"
                id={option.id}
                name={props.name}
                type="radio"
                value={option.value}
                checked={props.value === option.value}
                onChange={() => props.onChange(option.value)}
              />
              <label className="govuk-label govuk-radios__label" htmlFor={option.id}>
                {option.label}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
