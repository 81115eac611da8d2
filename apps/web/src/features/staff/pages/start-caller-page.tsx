import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  agentRelationshipOptions,
  startCallerRequestSchema,
  teamRoleNames,
  type FormTypeCode,
} from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { CheckboxField } from '../../../components/ui/form/checkbox-field.tsx';
import { RadiosField } from '../../../components/ui/form/radios-field.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { TextareaField } from '../../../components/ui/form/textarea-field.tsx';
import { useErrorSummary } from '../../../components/ui/form/use-error-summary.ts';
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
  const summary = useErrorSummary();
  const start = useStartCaller();
  const navigate = useNavigate();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const errorOf = (field: string) => summary.errorFor(fieldIds[field] ?? field);

  const show = (byField: Record<string, string>, other?: string) => {
    const listed = fieldOrder
      .filter((field) => byField[field])
      .map((field) => ({ targetId: fieldIds[field], message: byField[field] ?? '' }));
    summary.show(other ? [{ message: other }, ...listed] : listed);
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
        <ErrorSummary {...summary.summary} />
        {pathways.length > 1 && (
          <RadiosField
            id="caller-pathway"
            legend="Which assessment does the caller need?"
            name="formTypeCode"
            error={errorOf('formTypeCode')}
            options={pathways.map((pathway) => ({
              value: pathway,
              label: pathwayLabels[pathway],
            }))}
            optionId={(option) => `caller-pathway-${option.value}`}
            value={draft.formTypeCode}
            onChange={(value) => set('formTypeCode', value as FormTypeCode)}
          />
        )}
        <h2 className="govuk-heading-m">The caller</h2>
        <TextField
          id="caller-first-name"
          label="First name"
          widthClass="govuk-!-width-one-half"
          spellCheck={false}
          error={errorOf('callerFirstName')}
          value={draft.callerFirstName}
          onChange={(value) => set('callerFirstName', value)}
        />
        <TextField
          id="caller-last-name"
          label="Last name"
          widthClass="govuk-!-width-one-half"
          spellCheck={false}
          error={errorOf('callerLastName')}
          value={draft.callerLastName}
          onChange={(value) => set('callerLastName', value)}
        />
        <fieldset className="govuk-fieldset" aria-describedby="caller-contact-hint">
          <legend className="govuk-fieldset__legend govuk-fieldset__legend--s">
            How can the council reach the caller?
          </legend>
          <div id="caller-contact-hint" className="govuk-hint">
            Enter at least one.
          </div>
          <TextField
            id="caller-phone"
            label="Phone number"
            type="tel"
            widthClass="govuk-input--width-20"
            error={errorOf('phone')}
            value={draft.phone}
            onChange={(value) => set('phone', value)}
          />
          <TextField
            id="caller-email"
            label="Email address"
            type="email"
            widthClass="govuk-!-width-two-thirds"
            spellCheck={false}
            error={errorOf('email')}
            value={draft.email}
            onChange={(value) => set('email', value)}
          />
          <TextareaField
            id="caller-address"
            label="Postal address"
            rows={3}
            autoComplete="off"
            error={errorOf('postalAddress')}
            value={draft.postalAddress}
            onChange={(value) => set('postalAddress', value)}
          />
        </fieldset>
        <RadiosField
          id="caller-is-person"
          legend="Is the caller the person the assessment is about?"
          name="isCallerThePerson"
          error={errorOf('isCallerThePerson')}
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No, they are acting for them' },
          ]}
          optionId={(option) => `caller-is-person-${option.value}`}
          value={draft.isCallerThePerson}
          onChange={(value) => set('isCallerThePerson', value as Draft['isCallerThePerson'])}
        />
        {draft.isCallerThePerson === 'no' && (
          <>
            <RadiosField
              id="caller-relationship"
              legend="How is the caller related to the person?"
              name="relationship"
              error={errorOf('relationship')}
              options={agentRelationshipOptions}
              optionId={(option) => `caller-relationship-${option.value}`}
              value={draft.relationship}
              onChange={(value) => set('relationship', value)}
            />
            {draft.relationship === 'other' && (
              <TextField
                id="caller-relationship-other-text"
                label="How they are related"
                widthClass="govuk-!-width-one-half"
                error={errorOf('relationshipOther')}
                value={draft.relationshipOther}
                onChange={(value) => set('relationshipOther', value)}
              />
            )}
          </>
        )}
        <CheckboxField
          id="caller-consent"
          legend="Agreement"
          label="The resident agreed to the council recording their answers"
          error={errorOf('hasConsent')}
          value={draft.hasConsent}
          onChange={(value) => set('hasConsent', value)}
        />
        <button type="submit" className="govuk-button" aria-disabled={start.isPending}>
          Start the assessment
        </button>
      </form>
    </>
  );
}
