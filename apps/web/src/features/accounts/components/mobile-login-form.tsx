import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { mobileCodeSchema, phoneNumberSchema } from '@csa/contracts';
import { useRequestMobileLoginCode } from '../api/request-mobile-login-code.ts';
import { useVerifyMobileLogin } from '../api/verify-mobile-login.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { dateOfBirthFields, joinDateOfBirth } from '../lib/date-of-birth.ts';
import { applyServerErrors, summaryErrors } from '../lib/form-errors.ts';
import { DateOfBirthField } from './date-of-birth-field.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { FocusedStatus } from '../../../components/ui/focused-status.tsx';
import { TextField } from '../../../components/ui/form/text-field.tsx';

const detailsSchema = z.object({ phoneNumber: phoneNumberSchema, ...dateOfBirthFields });
const codeSchema = z.object({ code: mobileCodeSchema });

/** Sign in by mobile: number and date of birth, then the 6-digit code sent by text. */
export function MobileLoginForm() {
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [isStartedAgain, setIsStartedAgain] = useState(false);
  return phoneNumber ? (
    <MobileCodeStep
      phoneNumber={phoneNumber}
      notice={notice}
      onStartAgain={() => {
        setPhoneNumber(null);
        setIsStartedAgain(true);
      }}
    />
  ) : (
    <MobileDetailsStep
      isStartedAgain={isStartedAgain}
      onCodeSent={(number, message) => {
        setNotice(message);
        setPhoneNumber(number);
      }}
    />
  );
}

function MobileDetailsStep(props: {
  onCodeSent: (phoneNumber: string, message: string) => void;
  /** Back from the code step: the button pressed is gone, so the number takes focus. */
  isStartedAgain: boolean;
}) {
  const form = useForm<z.input<typeof detailsSchema>, unknown, z.output<typeof detailsSchema>>({
    resolver: zodResolver(detailsSchema),
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: { phoneNumber: '', day: '', month: '', year: '' },
  });
  const requestCode = useRequestMobileLoginCode();
  const [pageError, setPageError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { errors } = form.formState;
  const { isStartedAgain } = props;
  const { setFocus } = form;
  useEffect(() => {
    if (isStartedAgain) setFocus('phoneNumber');
  }, [isStartedAgain, setFocus]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setPageError(null);
      try {
        const { message } = await requestCode.mutateAsync({
          phoneNumber: values.phoneNumber,
          dateOfBirth: joinDateOfBirth(values),
        });
        props.onCodeSent(values.phoneNumber, message);
      } catch (error) {
        setPageError(
          applyServerErrors(
            error,
            form.setError,
            ['phoneNumber'],
            'Failed to retrieve results from server',
          ),
        );
        setAttempt((count) => count + 1);
      }
    },
    () => setAttempt((count) => count + 1),
  );

  const summary = [
    ...(pageError ? [{ message: pageError }] : []),
    ...summaryErrors(errors, {
      phoneNumber: 'mobile-login-number',
      day: 'mobile-login-dob-day',
      month: 'mobile-login-dob-month',
      year: 'mobile-login-dob-year',
    }),
  ];
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <TextField
        id="mobile-login-number"
        label="Mobile phone number"
        hint="The number linked to your account, digits only, for example 07700900123"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        widthClass="govuk-input--width-20"
        error={errors.phoneNumber?.message}
        registration={form.register('phoneNumber')}
      />
      <DateOfBirthField idPrefix="mobile-login-dob" register={form.register} errors={errors} />
      <button type="submit" className="govuk-button" disabled={requestCode.isPending}>
        Send me a code
      </button>
    </form>
  );
}

function MobileCodeStep(props: { phoneNumber: string; notice: string; onStartAgain: () => void }) {
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    // The error summary takes focus instead (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: { code: '' },
  });
  const verify = useVerifyMobileLogin();
  const completeSignIn = useCompleteSignIn();
  const [pageError, setPageError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ code }) => {
      setPageError(null);
      try {
        const { token } = await verify.mutateAsync({ phoneNumber: props.phoneNumber, code });
        await completeSignIn(token);
      } catch (error) {
        setPageError(
          applyServerErrors(
            error,
            form.setError,
            ['code'],
            'Failed to retrieve results from server',
          ),
        );
        setAttempt((count) => count + 1);
      }
    },
    () => setAttempt((count) => count + 1),
  );

  const summary = [
    ...(pageError ? [{ message: pageError, targetId: 'mobile-login-code' }] : []),
    ...summaryErrors(errors, { code: 'mobile-login-code' }),
  ];
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <FocusedStatus>{props.notice}</FocusedStatus>
      <TextField
        id="mobile-login-code"
        label="Security code"
        hint="The 6-digit code in the text message"
        inputMode="numeric"
        autoComplete="one-time-code"
        widthClass="govuk-input--width-5"
        error={errors.code?.message}
        registration={form.register('code')}
      />
      <div className="govuk-button-group">
        <button type="submit" className="govuk-button" disabled={verify.isPending}>
          Sign in
        </button>
        <button type="button" className="app-link-button govuk-link" onClick={props.onStartAgain}>
          I did not get a code – start again
        </button>
      </div>
    </form>
  );
}
