import { useState } from 'react';
import { setStaffRolesRequestSchema, staffRoleNames, type StaffRoleName } from '@csa/contracts';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import {
  describedBy,
  ErrorMessage,
  FormGroup,
  Hint,
} from '../../../components/ui/form/field-parts.tsx';
import { CheckboxesField } from '../../../components/ui/form/checkboxes-field.tsx';
import { useErrorSummary } from '../../../components/ui/form/use-error-summary.ts';
import { StatusRegion } from '../../../components/ui/status-region.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useSetStaffRoles } from '../api/set-staff-roles.ts';

export const roleLabels: Record<StaffRoleName, string> = {
  'customer-services': 'Customer services (care and support assessments)',
  'carers-centre': "Carers centre (carer's assessments)",
  admin: 'Administrator (staff, delivery and audit log)',
  'service-manager': 'Service manager (performance figures)',
};

/** Sets the council roles of an account that already exists; no roles takes them away. */
export function StaffRolesForm() {
  const save = useSetStaffRoles();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRoleName[]>([]);
  const problems = useErrorSummary();
  const [done, setDone] = useState<string | null>(null);
  const emailError = problems.errorFor('staff-email');

  const onSubmit = async () => {
    // The button stays focusable while saving (aria-disabled), so a second press is ignored.
    if (save.isPending) return;
    setDone(null);
    const parsed = setStaffRolesRequestSchema.safeParse({ email, roles });
    if (!parsed.success) {
      problems.show([{ targetId: 'staff-email', message: parsed.error.issues[0]?.message ?? '' }]);
      return;
    }
    try {
      const member = await save.mutateAsync(parsed.data);
      problems.clear();
      setDone(
        `${member.name} now has ${member.roles.length ? member.roles.join(', ') : 'no council roles'}.`,
      );
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fieldErrors().email : undefined;
      problems.show([
        fieldError
          ? { targetId: 'staff-email', message: fieldError }
          : { message: error instanceof ApiError ? error.message : 'Could not save the roles' },
      ]);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <ErrorSummary {...problems.summary} />
      <StatusRegion message={done} />
      <FormGroup error={emailError}>
        <label className="govuk-label" htmlFor="staff-email">
          Email address they sign in with
        </label>
        <Hint id="staff-email">They must have created an account already.</Hint>
        <ErrorMessage id="staff-email" message={emailError} />
        <input
          className={`govuk-input govuk-input--width-30${emailError ? ' govuk-input--error' : ''}`}
          id="staff-email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={describedBy('staff-email', true, emailError)}
        />
      </FormGroup>
      <CheckboxesField
        id="staff-role"
        legend="Roles"
        hint="Select none to take all council roles away."
        options={staffRoleNames.map((role) => ({ value: role, label: roleLabels[role] }))}
        value={roles}
        onChange={setRoles}
      />
      <button type="submit" className="govuk-button" aria-disabled={save.isPending}>
        Save roles
      </button>
    </form>
  );
}
