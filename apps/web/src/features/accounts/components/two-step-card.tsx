import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  confirmTotpRequestSchema,
  type ConfirmTotpRequest,
  type TotpEnrolment,
} from '@csa/contracts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useConfirmTotp } from '../api/confirm-totp.ts';
import { useTotpStatus } from '../api/get-totp-status.ts';
import { useStartTotpEnrolment } from '../api/start-totp-enrolment.ts';
import { useTurnOffTotp } from '../api/turn-off-totp.ts';
import { summaryErrors } from '../lib/form-errors.ts';
import { AccountCard } from './account-card.tsx';
import { CardMessage } from './card-message.tsx';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts';

/** The authenticator's code, and on a staff account the e-mailed one (present only then). */
const codeSchema = confirmTotpRequestSchema;
type Message = { kind: 'success' | 'error'; text: string } | null;

/** Two-step verification (TOTP): required for council staff, optional for everyone else. */
export function TwoStepCard() {
  const status = useTotpStatus(true);
  const [message, setMessage] = useState<Message>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const start = useStartTotpEnrolment();
  const cardStart = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const onStart = async () => {
    try {
      setEnrolment(await start.mutateAsync());
      // The button is gone; the steps it started are read from the first.
      focusAfterRender(firstStep);
    } catch (error) {
      // A staff account whose sign-in address is not confirmed is told what to do first.
      const isEmailUnconfirmed =
        error instanceof ApiError &&
        error.errors.some((entry) => entry.code === 'EMAIL_NOT_CONFIRMED');
      setMessage({
        kind: 'error',
        text: isEmailUnconfirmed
          ? error.message
          : 'Could not start setting up two-step verification.',
      });
    }
  };

  let content;
  if (message) {
    content = (
      <CardMessage
        kind={message.kind}
        messages={[message.text]}
        onOk={() => {
          setMessage(null);
          focusAfterRender(cardStart);
        }}
      />
    );
  } else if (status.isPending) {
    content = <LoadingSpinner label="Loading…" />;
  } else if (status.isError) {
    content = <p className="govuk-body">Failed to retrieve results from server</p>;
  } else if (status.data.isEnabled) {
    content = (
      <>
        <p className="govuk-body govuk-!-font-weight-bold">Two-step verification is on</p>
        <p className="govuk-body">
          When you sign in with your email and password, we also ask for the code your authenticator
          app shows.
        </p>
        {status.data.isRequired ? (
          <p className="govuk-body">Council staff accounts must keep two-step verification on.</p>
        ) : (
          <CodeForm
            id="totp-off-code"
            intro="To turn it off, enter the code your authenticator app shows now."
            submitLabel="Turn off two-step verification"
            isWarning
            useSubmit={useTurnOffTotp}
            onDone={() => setMessage({ kind: 'success', text: 'Two-step verification is off.' })}
            onFailed={() =>
              setMessage({ kind: 'error', text: 'Failed to retrieve results from server' })
            }
          />
        )}
      </>
    );
  } else if (enrolment) {
    content = (
      <>
        <h3 className="govuk-heading-s" ref={firstStep} tabIndex={-1}>
          1. Add this account to your authenticator app
        </h3>
        <p className="govuk-body">
          Scan the QR code with an authenticator app on your phone, such as Google Authenticator,
          Microsoft Authenticator or FreeOTP.
        </p>
        <img
          className="app-qr-code"
          src={enrolment.qrCodeDataUrl}
          width={200}
          height={200}
          alt="QR code to add this account to your authenticator app"
        />
        <details className="govuk-details">
          <summary className="govuk-details__summary">
            <span className="govuk-details__summary-text">I cannot scan the QR code</span>
          </summary>
          <div className="govuk-details__text">
            <p className="govuk-body">Enter this key in your app instead (time-based):</p>
            <p className="govuk-body app-secret-key" data-testid="totp-secret">
              {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
            </p>
          </div>
        </details>
        <h3 className="govuk-heading-s">
          {enrolment.isEmailCodeRequired
            ? '2. Enter the code your app shows and the code we emailed you'
            : '2. Enter the code your app shows'}
        </h3>
        <CodeForm
          id="totp-setup-code"
          emailCodeId={enrolment.isEmailCodeRequired ? 'totp-setup-email-code' : undefined}
          submitLabel="Turn on two-step verification"
          useSubmit={useConfirmTotp}
          onDone={() => {
            setEnrolment(null);
            setMessage({ kind: 'success', text: 'Two-step verification is on.' });
          }}
          onFailed={() =>
            setMessage({ kind: 'error', text: 'Failed to retrieve results from server' })
          }
        />
      </>
    );
  } else {
    content = (
      <>
        {status.data.isRequired && (
          <div className="govuk-warning-text">
            <span className="govuk-warning-text__icon" aria-hidden="true">
              !
            </span>
            <strong className="govuk-warning-text__text">
              <span className="govuk-visually-hidden">Warning</span>
              You need two-step verification to use the council staff pages.
            </strong>
          </div>
        )}
        <p className="govuk-body">
          Protect your account with a code from an authenticator app as well as your password.
        </p>
        <button
          type="button"
          className="govuk-button"
          disabled={start.isPending}
          onClick={() => void onStart()}
        >
          Set up two-step verification
        </button>
      </>
    );
  }

  return (
    <AccountCard title="Two-step verification" focusTarget={cardStart}>
      {content}
    </AccountCard>
  );
}

function CodeForm(props: {
  id: string;
  /** Shown on a staff account's enrolment: the field for the code e-mailed to it. */
  emailCodeId?: string | undefined;
  intro?: string;
  submitLabel: string;
  isWarning?: boolean;
  useSubmit: () => {
    mutateAsync: (body: ConfirmTotpRequest) => Promise<unknown>;
    isPending: boolean;
  };
  onDone: () => void;
  onFailed: () => void;
}) {
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    shouldFocusError: false,
    defaultValues: props.emailCodeId ? { code: '', emailCode: '' } : { code: '' },
  });
  const submit = props.useSubmit();
  const [attempt, setAttempt] = useState(0);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ code, emailCode }) => {
      try {
        await submit.mutateAsync(emailCode === undefined ? { code } : { code, emailCode });
        props.onDone();
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors() : {};
        if (fieldErrors.code || fieldErrors.emailCode) {
          if (fieldErrors.code) form.setError('code', { message: fieldErrors.code });
          if (fieldErrors.emailCode) form.setError('emailCode', { message: fieldErrors.emailCode });
          setAttempt((count) => count + 1);
        } else if (error instanceof ApiError && error.status === 429) {
          form.setError('code', { message: error.message });
          setAttempt((count) => count + 1);
        } else {
          props.onFailed();
        }
      }
    },
    () => setAttempt((count) => count + 1),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary
        errors={summaryErrors(errors, {
          code: props.id,
          ...(props.emailCodeId ? { emailCode: props.emailCodeId } : {}),
        })}
        focusKey={attempt}
      />
      {props.intro && <p className="govuk-body">{props.intro}</p>}
      <TextField
        id={props.id}
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        widthClass="govuk-input--width-5"
        error={errors.code?.message}
        registration={form.register('code')}
      />
      {props.emailCodeId && (
        <TextField
          id={props.emailCodeId}
          label="Code from the email"
          hint="Council staff accounts also need the 6-digit code we have just emailed to the address you sign in with. It works for 10 minutes."
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          widthClass="govuk-input--width-5"
          error={errors.emailCode?.message}
          registration={form.register('emailCode')}
        />
      )}
      <button
        type="submit"
        className={`govuk-button${props.isWarning ? ' govuk-button--warning' : ''}`}
        disabled={submit.isPending}
      >
        {props.submitLabel}
      </button>
    </form>
  );
}
