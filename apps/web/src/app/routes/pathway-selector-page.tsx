import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { PageTitleBar } from '../../components/layout/page-title-bar.tsx';
import { paths } from '../../config/paths.ts';
import { useSupportedFormTypes } from '../../config/runtime-config.tsx';

/** `/assessment` and `/help`: choose a pathway, or go straight to the only one. */
export function PathwaySelectorPage(props: { target: 'assessments' | 'help' }) {
  const { t } = useTranslation();
  const formTypes = useSupportedFormTypes();
  const hrefFor = props.target === 'assessments' ? paths.assessments.getHref : paths.help.getHref;
  const [only] = formTypes;
  if (formTypes.length === 1 && only) return <Navigate replace to={hrefFor(only)} />;
  return (
    <>
      <PageTitleBar
        title={
          props.target === 'assessments' ? t('pathways.assessmentTitle') : t('pathways.helpTitle')
        }
      />
      {props.target === 'help' && <p className="govuk-body">{t('pathways.helpIntro')}</p>}
      <ul className="govuk-list">
        {formTypes.map((formTypeCode) => {
          const key = formTypeCode === 'CSA' ? 'csa' : 'carers';
          return (
            <li key={formTypeCode} className="govuk-!-margin-bottom-4">
              <Link
                className="govuk-link govuk-!-font-size-24 govuk-!-font-weight-bold"
                to={hrefFor(formTypeCode)}
              >
                {t(`home.${key}.title`)}
              </Link>
              <p className="govuk-body govuk-!-margin-top-1">{t(`home.${key}.body`)}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function AssessmentPathwaysPage() {
  return <PathwaySelectorPage target="assessments" />;
}

export function HelpPathwaysPage() {
  return <PathwaySelectorPage target="help" />;
}
