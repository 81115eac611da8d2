import { Link, useParams } from 'react-router';
import { areaTitles } from '@csa/questionnaire';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormTypeCode } from '../../../lib/use-form-type-code.ts';
import { useHelpLinks } from '../api/get-help-links.ts';
import { helpMessages } from '../help-messages.ts';
import { groupLinksByCategory } from '../../../components/links/group-links-by-category.ts';
import { CategoryLinkGrid } from '../../../components/links/category-link-grid.tsx';
import { HelpLoadError } from './help-load-error.tsx';
import '../../../styles/forms.scss';
import '../../../components/links/link-grid.scss';

/** `/help/{formTypeCode}/{actAreaKey}/{formId}`: quick suggestions for one area, reached from
 * inside an assessment, with the way back to it. */
export function AreaHelpPage() {
  const formTypeCode = useFormTypeCode();
  const { actAreaKey = '', formId = '' } = useParams();
  const links = useHelpLinks(formTypeCode);
  const backToAssessment = paths.overview.getHref(formTypeCode, formId);

  if (links.isError) {
    return (
      <>
        <PageTitleBar title={helpMessages.title[formTypeCode]} backTo={backToAssessment} />
        <HelpLoadError onRetry={() => void links.refetch()} />
      </>
    );
  }
  if (!links.data) return <LoadingSpinner />;
  const area = areaTitles[formTypeCode].find((candidate) => candidate.id === actAreaKey);
  if (!area) {
    return (
      <>
        <PageTitleBar title={helpMessages.notFound} backTo={backToAssessment} />
        <Link className="govuk-link" to={paths.help.getHref(formTypeCode)}>
          {helpMessages.allResources}
        </Link>
      </>
    );
  }
  return (
    <>
      <PageTitleBar title={helpMessages.areaTitle(area.title)} backTo={backToAssessment} />
      <p className="govuk-body govuk-!-margin-top-4">{helpMessages.areaIntro}</p>
      <CategoryLinkGrid groups={groupLinksByCategory(links.data, area.id)} areaKey={area.id} />
      <p className="govuk-body">
        <Link className="govuk-link" to={backToAssessment}>
          {helpMessages.backToAssessment}
        </Link>
      </p>
      <p className="govuk-body">
        <Link className="govuk-link" to={paths.help.getHref(formTypeCode)}>
          {helpMessages.allResources}
        </Link>
      </p>
    </>
  );
}
