import { useId, useState } from 'react';
import { areaTitles } from '@csa/questionnaire';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { LoadingSpinner } from '../../../components/ui/loading-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormTypeCode } from '../../../lib/use-form-type-code.ts';
import { useHelpLinks } from '../api/get-help-links.ts';
import { helpMessages } from '../help-messages.ts';
import {
  countLinks,
  groupLinksByCategory,
} from '../../../components/links/group-links-by-category.ts';
import { CategoryLinkGrid } from '../../../components/links/category-link-grid.tsx';
import { HelpLoadError } from './help-load-error.tsx';
import '../../../styles/forms.scss';
import '../../../components/links/link-grid.scss';

const allAreas = '';

/**
 * `/help/{formTypeCode}` (public): every link by category, with a quick filter to one area.
 * The filter only changes the list below it (no page change), and the new count is announced.
 */
export function HelpPage() {
  const formTypeCode = useFormTypeCode();
  const links = useHelpLinks(formTypeCode);
  const areas = areaTitles[formTypeCode];
  const [areaKey, setAreaKey] = useState(allAreas);
  const selectId = useId();

  let content;
  if (links.isError) {
    content = <HelpLoadError onRetry={() => void links.refetch()} />;
  } else if (!links.data) {
    content = <LoadingSpinner />;
  } else {
    const linkData = links.data;
    const areasWithLinks = areas.filter((area) =>
      linkData.some((link) => link.areaKeys.includes(area.id)),
    );
    const groups = groupLinksByCategory(linkData, areaKey === allAreas ? null : areaKey);
    content = (
      <>
        <div className="govuk-form-group">
          <label className="govuk-label govuk-label--s" htmlFor={selectId}>
            {helpMessages.filterLabel}
          </label>
          <select
            id={selectId}
            className="govuk-select"
            value={areaKey}
            onChange={(event) => setAreaKey(event.target.value)}
          >
            <option value={allAreas}>{helpMessages.showAll}</option>
            {areasWithLinks.map((area) => (
              <option key={area.id} value={area.id}>
                {area.title}
              </option>
            ))}
          </select>
        </div>
        <p className="govuk-body" role="status">
          {helpMessages.showing(countLinks(groups))}
        </p>
        <CategoryLinkGrid groups={groups} areaKey={areaKey === allAreas ? null : areaKey} />
      </>
    );
  }

  return (
    <>
      <PageTitleBar
        title={helpMessages.title[formTypeCode]}
        backTo={paths.helpPathways.getHref()}
      />
      <p className="govuk-body govuk-!-margin-top-4">{helpMessages.intro}</p>
      {content}
    </>
  );
}
