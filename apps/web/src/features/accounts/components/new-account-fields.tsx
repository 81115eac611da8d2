import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/form/text-field.tsx';
import { PasswordField } from './password-field.tsx';

export interface NewAccountValues {
  name: string;
  email: string;
  password: string;
  postcode: string;
}

/** The fields of a new account, as the sign-up page and a handover link both ask for them;
 * each field's id is `idPrefix` and its name (`signup-email`). */
export function NewAccountFields(props: {
  idPrefix: string;
  register: UseFormRegister<NewAccountValues>;
  errors: FieldErrors<NewAccountValues>;
}) {
  const { idPrefix, register, errors } = props;
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Full name"
        autoComplete="name"
        spellCheck={false}
        error={errors.name?.message}
        registration={register('name')}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email address"
        hint="You will sign in with this. We will send you a link to confirm it."
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        registration={register('email')}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label="Create a password"
        hint="At least 8 characters. Three or four unrelated words make a strong password that is easy to remember."
        autoComplete="new-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <TextField
        id={`${idPrefix}-postcode`}
        label="Postcode"
        autoComplete="postal-code"
        widthClass="govuk-input--width-10"
        error={errors.postcode?.message}
        registration={register('postcode')}
      />
    </>
  );
}
