import { useNavigate } from 'react-router';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { PlainText } from '../../../components/ui/plain-text.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import {
  handoverRequestSchema,
  useCouncilContact,
  useHandOver,
  useHandoverCheck,
} from '../api/handover.ts';
import { NewAccountFields } from '../components/new-account-fields.tsx';
import { useKeyFromAddress } from '../hooks/use-key-from-address.ts';
import { useSignInForm } from '../hooks/use-sign-in-form.ts';
import '../../../styles/forms.scss';
import '../accounts.scss';

const pathwayNames = {
  CSA: 'care and support self-assessment',
  CARERS: 'carer’s self-assessment',
} as const;

/**
 * Where a handover link lands (`/handover?key=`): a resident whose assessment a member of staff
 * started by phone sets up an online account (the service's own sign-up) and carries on with
 * the same assessment. The key leaves the address on arrival (docs/decisions/0101).
 */
export function HandoverPage() {
  const key = useKeyFromAddress();
  const check = useHandoverCheck(key);
  if (key === '' || check.isError) return <LinkNotWorking />;
  if (check.isPending) return <LoadingSpinner label="Checking your link…" />;
  return <HandoverForm linkKey={key} formTypeCode={check.data.formTypeCode} />;
}

function HandoverForm(props: { linkKey: string; formTypeCode: 'CSA' | 'CARERS' }) {
  const handOver = useHandOver();
  const { acceptToken } = useAuth();
  const navigate = useNavigate();
  const { form, errors, onSubmit, summary, attempt } = useSignInForm({
    schema: handoverRequestSchema.omit({ token: true }),
    defaultValues: { name: '', email: '', password: '', postcode: '' },
    fieldIds: {
      name: 'handover-name',
      email: 'handover-email',
      password: 'handover-password',
      postcode: 'handover-postcode',
    },
    signIn: async (values) => {
      const done = await handOver.mutateAsync({ ...values, token: props.linkKey });
      await acceptToken(done.token);
      await navigate(paths.overview.getHref(done.formTypeCode, done.formId), { replace: true });
      // Signed in above, so the form does not sign in again.
      return null;
    },
    failureMessage: 'Could not set up your account',
  });

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitleBar title="Carry on with your assessment online" />
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <ErrorSummary errors={summary} focusKey={attempt} />
          <p className="govuk-body">
            The answers you gave us by phone for your {pathwayNames[props.formTypeCode]} are saved.
            Set up an account to see them and carry on. After this, council staff can no longer
            change your assessment for you, and this link stops working.
          </p>
          <NewAccountFields idPrefix="handover" register={form.register} errors={errors} />
          <button type="submit" className="govuk-button" disabled={handOver.isPending}>
            Set up account and continue
          </button>
        </form>
      </div>
    </div>
  );
}

/** A link used, replaced, expired or cut short: say so, and how to reach the council. */
function LinkNotWorking() {
  const wording = useCouncilContact();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitleBar title="This link has expired or has already been used" />
        <p className="govuk-body">
          A link to carry on with your assessment works once, for 7 days after we sent it. Phone the
          council and ask for a new link, or to carry on with your assessment by phone.
        </p>
        {wording.data && (
          <>
            <h2 className="govuk-heading-m">Contact us</h2>
            <PlainText text={wording.data.contactDetails} />
            <h3 className="govuk-heading-s">Opening hours</h3>
            <PlainText text={wording.data.openingHours} />
          </>
        )}
      </div>
    </div>
  );
}
