import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { mobileCodeSchema, phoneNumberSchema } from '@csa/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { useLinkMobilePhone } from '../api/link-mobile-phone.ts';
import { useVerifyMobilePhone } from '../api/verify-mobile-phone.ts';
import { dateOfBirthFields, joinDateOfBirth } from '../lib/date-of-birth.ts';
import { summaryErrors } from '../lib/form-errors.ts';
import { DateOfBirthField } from './date-of-birth-field.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { FocusedStatus } from '../../../components/ui/focused-status.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';

const numberSchema = z.object({ phoneNumber: phoneNumberSchema, ...dateOfBirthFields });
const codeSchema = z.object({ code: mobileCodeSchema });

/** Number and date of birth, then the texted code unless the server confirms at once. */
export function LinkMobileForm(props: {
  onLinked: () => Promise<void>;
  onFailed: (error?: unknown) => void;
}) {
  const [isAwaitingCode, setIsAwaitingCode] = useState(false);
  const [isStartedAgain, setIsStartedAgain] = useState(false);
  return isAwaitingCode ? (
    <CodeStep
      {...props}
      onStartAgain={() => {
        setIsAwaitingCode(false);
        setIsStartedAgain(true);
      }}
    />
  ) : (
    <NumberStep
      {...props}
      isStartedAgain={isStartedAgain}
      onCodeSent={() => setIsAwaitingCode(true)}
    />
  );
}

function NumberStep(props: {
  onLinked: () => Promise<void>;
  onFailed: (error: unknown) => void;
  onCodeSent: () => void;
  /** Back from the code step: the button pressed is gone, so the number takes focus. */
  isStartedAgain: boolean;
}) {
  const form = useForm<z.input<typeof numberSchema>, unknown, z.output<typeof numberSchema>>({
    resolver: zodResolver(numberSchema),
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: { phoneNumber: '', day: '', month: '', year: '' },
  });
  const link = useLinkMobilePhone();
  const [attempt, setAttempt] = useState(0);
  const { errors } = form.formState;
  const { isStartedAgain } = props;
  const { setFocus } = form;
  useEffect(() => {
    if (isStartedAgain) setFocus('phoneNumber');
  }, [isStartedAgain, setFocus]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const { confirmed } = await link.mutateAsync({
          phoneNumber: values.phoneNumber,
          dateOfBirth: joinDateOfBirth(values),
        });
        if (confirmed) await props.onLinked();
        else props.onCodeSent();
      } catch (error) {
        props.onFailed(error);
      }
    },
    () => setAttempt((count) => count + 1),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="govuk-body">
        Link your mobile phone to sign in with a code sent by text message instead of a password.
      </p>
      <ErrorSummary
        errors={summaryErrors(errors, {
          phoneNumber: 'link-mobile-number',
          day: 'link-mobile-dob-day',
          month: 'link-mobile-dob-month',
          year: 'link-mobile-dob-year',
        })}
        focusKey={attempt}
      />
      <TextField
        id="link-mobile-number"
        label="Mobile phone number"
        hint="Digits only, for example 07700900123"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        widthClass="govuk-input--width-20"
        error={errors.phoneNumber?.message}
        registration={form.register('phoneNumber')}
      />
      <DateOfBirthField idPrefix="link-mobile-dob" register={form.register} errors={errors} />
      <button type="submit" className="govuk-button" disabled={link.isPending}>
        Send me a code
      </button>
    </form>
  );
}

function CodeStep(props: {
  onLinked: () => Promise<void>;
  onFailed: () => void;
  onStartAgain: () => void;
}) {
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: { code: '' },
  });
  const verify = useVerifyMobilePhone();
  const [attempt, setAttempt] = useState(0);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ code }) => {
      try {
        await verify.mutateAsync({ code });
        await props.onLinked();
      } catch (error) {
        // A wrong code is the resident's to fix here; anything else is a failure.
        const codeError = error instanceof ApiError ? error.fieldErrors().code : undefined;
        if (codeError) {
          form.setError('code', { message: codeError.replace('code: ', '') });
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
        errors={summaryErrors(errors, { code: 'link-mobile-code' })}
        focusKey={attempt}
      />
      <FocusedStatus>
        We have sent a 6-digit code by text message. It expires in 10 minutes.
      </FocusedStatus>
      <TextField
        id="link-mobile-code"
        label="Security code"
        inputMode="numeric"
        autoComplete="one-time-code"
        widthClass="govuk-input--width-5"
        error={errors.code?.message}
        registration={form.register('code')}
      />
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button" disabled={verify.isPending}>
          Link mobile phone
        </button>
        <button type="button" className="app-link-button govuk-link" onClick={props.onStartAgain}>
          I did not get a code – start again
        </button>
      </div>
    </form>
  );
}
