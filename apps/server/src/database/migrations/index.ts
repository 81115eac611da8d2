import type { Migration } from 'kysely';
import * as createForm from './0001-create-form.ts';
import * as createAccounts from './0002-create-accounts.ts';
import * as createAgentLogin from './0003-create-agent-login.ts';
import * as createAccountToken from './0004-create-account-token.ts';
import * as createAttemptCounter from './0005-create-attempt-counter.ts';
import * as createMobileCode from './0006-create-mobile-code.ts';
import * as addContactEmailVerified from './0007-add-contact-email-verified.ts';
import * as createDeliveryJob from './0010-create-delivery-job.ts';
import * as createAddressGazetteer from './0011-create-address-gazetteer.ts';
import * as addDeliverySteps from './0012-add-delivery-steps.ts';
import * as abilityScaleWording from './0030-ability-scale-wording.ts';
import * as createStaffCases from './0040-create-staff-cases.ts';
import * as createDataProtection from './0050-create-data-protection.ts';
import * as addAddressPostcodeIndex from './0063-add-address-postcode-index.ts';
import * as erasableCaseNotes from './0064-erasable-case-notes.ts';
import * as formVersionGuard from './0065-form-version-guard.ts';
import * as formVersionIndex from './0066-form-version-index.ts';
import * as formAnswersLz4 from './0067-form-answers-lz4.ts';
import * as addCareActOutcomes from './0068-add-care-act-outcomes.ts';
import * as createStaffSignIn from './0069-create-staff-sign-in.ts';
import * as addCareActInboxColumns from './0070-add-care-act-inbox-columns.ts';
import * as openCasesAtSubmit from './0071-open-cases-at-submit.ts';
import * as staffCaseInboxColumns from './0072-staff-case-inbox-columns.ts';
import * as staffCaseSearchTerms from './0073-staff-case-search-terms.ts';
import * as staffCaseCounts from './0074-staff-case-counts.ts';
import * as createServicePerformance from './0080-create-service-performance.ts';
import * as createPerformanceMonth from './0081-create-performance-month.ts';
import * as createSatisfaction from './0082-create-satisfaction.ts';
import * as createCouncilHeldResidents from './0085-create-council-held-residents.ts';
import * as createServiceContent from './0090-create-service-content.ts';
import * as addSubmissionContentVersions from './0091-add-submission-content-versions.ts';
import * as createHandoverLink from './0092-create-handover-link.ts';
import * as createLinkCheck from './0093-create-link-check.ts';

/** Every migration, in order. Kept in code (not read from a folder) so the bundled server and
 * the tests run exactly the same list on both databases. */
export const migrations: Record<string, Migration> = {
  '0001-create-form': createForm,
  '0002-create-accounts': createAccounts,
  '0003-create-agent-login': createAgentLogin,
  '0004-create-account-token': createAccountToken,
  '0005-create-attempt-counter': createAttemptCounter,
  '0006-create-mobile-code': createMobileCode,
  '0007-add-contact-email-verified': addContactEmailVerified,
  '0010-create-delivery-job': createDeliveryJob,
  '0011-create-address-gazetteer': createAddressGazetteer,
  '0012-add-delivery-steps': addDeliverySteps,
  '0030-ability-scale-wording': abilityScaleWording,
  '0040-create-staff-cases': createStaffCases,
  '0050-create-data-protection': createDataProtection,
  '0063-add-address-postcode-index': addAddressPostcodeIndex,
  '0064-erasable-case-notes': erasableCaseNotes,
  '0065-form-version-guard': formVersionGuard,
  '0066-form-version-index': formVersionIndex,
  '0067-form-answers-lz4': formAnswersLz4,
  '0068-add-care-act-outcomes': addCareActOutcomes,
  '0069-create-staff-sign-in': createStaffSignIn,
  '0070-add-care-act-inbox-columns': addCareActInboxColumns,
  '0071-open-cases-at-submit': openCasesAtSubmit,
  '0072-staff-case-inbox-columns': staffCaseInboxColumns,
  '0073-staff-case-search-terms': staffCaseSearchTerms,
  '0074-staff-case-counts': staffCaseCounts,
  '0080-create-service-performance': createServicePerformance,
  '0081-create-performance-month': createPerformanceMonth,
  '0082-create-satisfaction': createSatisfaction,
  '0085-create-council-held-residents': createCouncilHeldResidents,
  '0090-create-service-content': createServiceContent,
  '0091-add-submission-content-versions': addSubmissionContentVersions,
  '0092-create-handover-link': createHandoverLink,
  '0093-create-link-check': createLinkCheck,
};
