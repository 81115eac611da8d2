import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  describedBy,
  ErrorMessage,
  FormGroup,
  Hint,
} from '../../../components/ui/form/field-parts.tsx';

/** GOV.UK password input with a Show/Hide button, so people can check what they typed. */
export function PasswordField(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  registration: UseFormRegisterReturn;
}) {
  const [isShown, setIsShown] = useState(false);
  const { id, error, hint } = props;
  return (
    <FormGroup className="govuk-password-input" error={error}>
      <label className="govuk-label" htmlFor={id}>
        {props.label}
      </label>
      <Hint id={id}>{hint || undefined}</Hint>
      <ErrorMessage id={id} message={error} />
      <div className="govuk-input__wrapper govuk-password-input__wrapper">
        <input
          {...props.registration}
          id={id}
          type={isShown ? 'text' : 'password'}
          className={`govuk-input govuk-password-input__input${error ? ' govuk-input--error' : ''}`}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete={props.autoComplete}
          aria-describedby={describedBy(id, Boolean(hint), error)}
          aria-invalid={error ? true : undefined}
        />
        <button
          type="button"
          className="govuk-button govuk-button--secondary govuk-password-input__toggle"
          aria-controls={id}
          aria-label={isShown ? 'Hide password' : 'Show password'}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? 'Hide' : 'Show'}
        </button>
      </div>
      <div className="govuk-visually-hidden" aria-live="polite">
        {isShown ? 'Your password is visible' : 'Your password is hidden'}
      </div>
    </FormGroup>
  );
}
