import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { UserProfile } from '@csa/contracts';
import { formatDate } from '../../../lib/format-date.ts';
import {
  updateUserProfileRequestSchema,
  useUpdateUserProfile,
} from '../api/update-user-profile.ts';
import { applyServerErrors, summaryErrors } from '../lib/form-errors.ts';
import { AccountCard } from './account-card.tsx';
import { CardMessage } from './card-message.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { ResidentText } from '../../../components/ui/resident-text.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts';

type Values = z.input<typeof updateUserProfileRequestSchema>;
type Step =
  | { name: 'view' }
  | { name: 'edit' }
  | { name: 'message'; kind: 'success' | 'error'; messages: string[] };

export const verificationSentMessage =
  'A verification email has been sent. Please follow the instructions in this message to verify your new address.';

/** Details card (spec §2, §4): view, edit, then a success or error message, then OK. */
export function DetailsCard(props: {
  user: UserProfile;
  canChange: boolean;
  onUpdated: () => Promise<void>;
}) {
  const [step, setStep] = useState<Step>({ name: 'view' });
  const changeButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const { user } = props;

  const backToView = () => {
    setStep({ name: 'view' });
    // Keep keyboard users where they were.
    focusAfterRender(changeButton);
  };

  return (
    <AccountCard title="Details">
      {step.name === 'view' && (
        <>
          <dl className="govuk-summary-list">
            <SummaryRow label="Name" value={user.name} />
            <SummaryRow label="Contact email" value={user.email ?? 'Not given'} />
            <SummaryRow
              label="Sign-in email"
              value={user.emailProfileEmail ?? 'None (you sign in by mobile)'}
            />
            <SummaryRow label="Postcode" value={user.postcode ?? 'Not given'} />
            <SummaryRow label="Account created" value={formatDate(user.registrationTime)} />
          </dl>
          {props.canChange && (
            <button
              ref={changeButton}
              type="button"
              className="govuk-button govuk-button--secondary"
              onClick={() => setStep({ name: 'edit' })}
            >
              Change details
            </button>
          )}
        </>
      )}
      {step.name === 'edit' && (
        <DetailsForm
          user={user}
          onCancel={backToView}
          onDone={async (messages, kind) => {
            if (kind === 'success') await props.onUpdated();
            setStep({ name: 'message', kind, messages });
          }}
        />
      )}
      {step.name === 'message' && (
        <CardMessage kind={step.kind} messages={step.messages} onOk={backToView} />
      )}
    </AccountCard>
  );
}

function SummaryRow(props: { label: string; value: string }) {
  return (
    <div className="govuk-summary-list__row">
      <dt className="govuk-summary-list__key">{props.label}</dt>
      <dd className="govuk-summary-list__value">
        <ResidentText text={props.value} />
      </dd>
    </div>
  );
}

function DetailsForm(props: {
  user: UserProfile;
  onCancel: () => void;
  onDone: (messages: string[], kind: 'success' | 'error') => Promise<void>;
}) {
  const form = useForm<Values, unknown, z.output<typeof updateUserProfileRequestSchema>>({
    resolver: zodResolver(updateUserProfileRequestSchema),
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: {
      name: props.user.name,
      email: props.user.email ?? '',
      postcode: props.user.postcode ?? '',
    },
  });
  const update = useUpdateUserProfile();
  const [attempt, setAttempt] = useState(0);
  const { errors } = form.formState;
  const { setFocus } = form;
  // Start keyboard users in the first field when the form opens.
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const result = await update.mutateAsync(values);
        await props.onDone(
          result.isVerificationEmailSent
            ? ['Details were updated', verificationSentMessage]
            : ['Details were updated'],
          'success',
        );
      } catch (error) {
        const message = applyServerErrors(
          error,
          form.setError,
          ['name', 'email', 'postcode'],
          'Failed to retrieve results from server',
        );
        if (message) await props.onDone([message], 'error');
        else setAttempt((count) => count + 1);
      }
    },
    () => setAttempt((count) => count + 1),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary
        errors={summaryErrors(errors, {
          name: 'details-name',
          email: 'details-email',
          postcode: 'details-postcode',
        })}
        focusKey={attempt}
      />
      <TextField
        id="details-name"
        label="Name"
        autoComplete="name"
        spellCheck={false}
        error={errors.name?.message}
        registration={form.register('name')}
      />
      <TextField
        id="details-email"
        label="Contact email (optional)"
        hint="Where the council can write to you. Changing it does not change how you sign in."
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <TextField
        id="details-postcode"
        label="Postcode"
        autoComplete="postal-code"
        widthClass="govuk-input--width-10"
        error={errors.postcode?.message}
        registration={form.register('postcode')}
      />
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button" disabled={update.isPending}>
          Save details
        </button>
        <button
          type="button"
          className="govuk-button govuk-button--secondary"
          onClick={props.onCancel}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
