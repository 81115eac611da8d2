import { useParams, useSearchParams } from 'react-router';
import type { FormTypeCode } from '@csa/contracts';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormTypeCode } from '../../../lib/use-form-type-code.ts';
import { LoginGuard } from '../../../lib/auth/login-guard.tsx';
import { useSuggestedLinks } from '../api/get-suggested-links.ts';
import { messages } from '../../../lib/assessment-messages.ts';
import { areasNeedingHelp } from '../utils/areas-needing-help.ts';
import { groupLinksByArea } from '../utils/group-links-by-area.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import {
  LoadAssessment,
  type LoadedAssessment,
} from '../../../lib/assessment-queries/load-assessment.tsx';
import { SuggestionGroups } from './suggestion-groups.tsx';
import '../../../styles/forms.scss';
import '../assessments.scss';

/** `/assessment/{formTypeCode}/{formId}/suggestions`: links for the areas where the resident
 * asked for more help, by area. Open to closed and submitted assessments too (spec §2).
 * goBack=true means they came from the overview, so Back returns there. */
export function SuggestionsPage() {
  const formTypeCode = useFormTypeCode();
  const { formId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const backTo =
    searchParams.get('goBack') === 'true'
      ? paths.overview.getHref(formTypeCode, formId)
      : paths.assessments.getHref(formTypeCode);
  return (
    <>
      <PageTitleBar title={messages.suggestions.title} backTo={backTo} />
      <LoginGuard hasOwnTitle>
        <LoadAssessment formId={formId} formTypeCode={formTypeCode}>
          {(loaded) => <AssessmentSuggestions formTypeCode={formTypeCode} loaded={loaded} />}
        </LoadAssessment>
      </LoginGuard>
    </>
  );
}

function AssessmentSuggestions(props: { formTypeCode: FormTypeCode; loaded: LoadedAssessment }) {
  const links = useSuggestedLinks(props.formTypeCode);
  if (links.isError) {
    return <ErrorAlert title="Suggestions could not be loaded" message={links.error.message} />;
  }
  if (!links.data) return <LoadingSpinner />;
  const areas = areasNeedingHelp(props.loaded.pathway, [props.loaded.dirty.areas]);
  return (
    <>
      <p className="govuk-body">{messages.suggestions.intro}</p>
      <SuggestionGroups groups={groupLinksByArea(areas, links.data)} headingLevel={2} />
    </>
  );
}
