import { useTranslation } from '../../lib/i18n.ts';

/** A spinner that screen readers announce politely. */
export function LoadingSpinner(props: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="app-loading" role="status">
      <div className="app-spinner" aria-hidden="true" />
      <span className="govuk-body govuk-!-margin-bottom-0">{props.label ?? t('loading')}</span>
    </div>
  );
}
