import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { StatusRegion } from '../../../components/ui/status-region.tsx';
import { paths } from '../../../config/paths.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { useStaffMembers } from '../api/get-staff-members.ts';
import { AuditLogSection } from '../components/audit-log-section.tsx';
import { DeliveryHealthSummary } from '../components/delivery-health-summary.tsx';
import { ResetTotpButton } from '../components/reset-totp-button.tsx';
import { StaffAccessProblem } from '../components/staff-access-problem.tsx';
import { StaffRolesForm } from '../components/staff-roles-form.tsx';
import { ProblemMessage } from '../../../components/ui/problem-message.tsx';
import '../../../styles/forms.scss';
import '../staff.scss';

/** /admin: council staff and their roles, and the audit log (docs/decisions/0040). */
export function AdminPage() {
  return (
    <LoginGuard requiredRole="admin">
      <PageTitleBar title="Administration" />
      <h2 className="govuk-heading-l">Help links and wording</h2>
      <p className="govuk-body">
        Change the help links residents are shown and the service’s own wording, preview and publish
        them, or publish an earlier version again.
      </p>
      <p className="govuk-body">
        <Link className="govuk-link" to={paths.contentAdmin.getHref()}>
          Change help links and wording
        </Link>
      </p>
      <StaffSection />
      <h2 className="govuk-heading-l">Delivery to the teams</h2>
      <DeliveryHealthSummary />
      <AuditLogSection />
    </LoginGuard>
  );
}

function StaffSection() {
  const staff = useStaffMembers();
  const [result, setResult] = useState<{ text: string; isError: boolean } | null>(null);
  return (
    <>
      <h2 className="govuk-heading-l">Staff</h2>
      <StatusRegion
        message={
          result &&
          (result.isError ? (
            <ProblemMessage className="govuk-!-margin-bottom-0">{result.text}</ProblemMessage>
          ) : (
            result.text
          ))
        }
      />
      {staff.isPending ? (
        <LoadingSpinner label="Loading staff…" />
      ) : staff.isError ? (
        <StaffAccessProblem error={staff.error} />
      ) : (
        <table className="govuk-table">
          <caption className="govuk-table__caption govuk-visually-hidden">
            Accounts with council roles
          </caption>
          <thead className="govuk-table__head">
            <tr className="govuk-table__row">
              <th scope="col" className="govuk-table__header">
                Name
              </th>
              <th scope="col" className="govuk-table__header">
                Email
              </th>
              <th scope="col" className="govuk-table__header">
                Roles
              </th>
              <th scope="col" className="govuk-table__header">
                Two-step verification
              </th>
            </tr>
          </thead>
          <tbody className="govuk-table__body">
            {staff.data.map((member) => (
              <tr key={member.id} className="govuk-table__row">
                <td className="govuk-table__cell">{member.name}</td>
                <td className="govuk-table__cell">{member.email ?? ''}</td>
                <td className="govuk-table__cell">{member.roles.join(', ')}</td>
                <td className="govuk-table__cell">
                  {member.isTotpEnabled ? (
                    <>
                      <strong className="govuk-tag govuk-tag--green">On</strong>{' '}
                      <ResetTotpButton
                        member={member}
                        onResult={(text, isError) => setResult({ text, isError })}
                      />
                    </>
                  ) : (
                    <strong className="govuk-tag govuk-tag--red">Not set up</strong>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="govuk-heading-m">Give someone a council role</h3>
      <StaffRolesForm />
    </>
  );
}
