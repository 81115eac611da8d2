import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { teamRoleNames } from '@csa/contracts';
import { paths } from '../../../config/paths.ts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { DeleteAccountCard } from '../components/delete-account-card.tsx';
import { DetailsCard } from '../components/details-card.tsx';
import { DownloadDataCard } from '../components/download-data-card.tsx';
import { MobilePhoneCard } from '../components/mobile-phone-card.tsx';
import { PasswordChangeCard } from '../components/password-change-card.tsx';
import { RemindersCard } from '../components/reminders-card.tsx';
import { ShareAccountCard } from '../components/share-account-card.tsx';
import { TwoStepCard } from '../components/two-step-card.tsx';
import '../../../styles/forms.scss';
import '../accounts.scss';

/** The account page (spec §2), behind the login guard. */
export function AccountPage() {
  return (
    <LoginGuard>
      <AccountContent />
    </LoginGuard>
  );
}

function AccountContent() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { user } = auth;
  if (!user) return <LoadingSpinner />;
  // A trusted person signed in with a PIN acts for the resident but may not change the account.
  const isAgent = user.roleNames.includes('agent');
  const canChange = !isAgent;

  return (
    <>
      <PageTitleBar title={t('nav.account')} />
      {user.roleNames.length > 0 && (
        <ul className="app-role-tags" aria-label="Your roles">
          {user.roleNames.map((role) => (
            <li key={role}>
              <strong className="govuk-tag">{role}</strong>
            </li>
          ))}
        </ul>
      )}
      {!isAgent && <StaffLinks roleNames={user.roleNames} />}
      {isAgent && (
        <div className="govuk-inset-text">
          You are signed in with a PIN as someone {user.name} trusts. You can fill in and submit
          assessments for them, but you cannot change their account.
        </div>
      )}
      <DetailsCard user={user} canChange={canChange} onUpdated={auth.refreshUser} />
      <ShareAccountCard user={user} canChange={canChange} />
      <MobilePhoneCard user={user} canChange={canChange} onChanged={auth.refreshUser} />
      <PasswordChangeCard user={user} canChange={canChange} />
      {canChange && <TwoStepCard />}
      <RemindersCard canChange={canChange} />
      {canChange && <DownloadDataCard />}
      <DeleteAccountCard canChange={canChange} onDeleted={auth.logout} />
    </>
  );
}

/** Council staff reach their pages from here. */
function StaffLinks(props: { roleNames: string[] }) {
  const isTeamMember = teamRoleNames.some((role) => props.roleNames.includes(role));
  const isAdmin = props.roleNames.includes('admin');
  if (!isTeamMember && !isAdmin) return null;
  return (
    <nav aria-label="Council staff pages">
      <ul className="govuk-list">
        {isTeamMember && (
          <li>
            <Link className="govuk-link" to={paths.staffInbox.getHref()}>
              Submissions inbox
            </Link>
          </li>
        )}
        {isAdmin && (
          <li>
            <Link className="govuk-link" to={paths.admin.getHref()}>
              Administration
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
