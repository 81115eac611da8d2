import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PageTitleBar } from '../../../components/layout/page-title-bar.tsx';
import { areaFormStrings } from '../lib/area-form-strings.ts';

/** A closed or submitted assessment cannot be changed (spec §4), so no form is offered. With
 * `takesFocus` (it replaced the form the resident was using), its heading takes focus, so a
 * screen reader says why the form went and the keyboard carries on from here. */
export function ReadOnlyNotice(props: {
  title: string;
  message: string;
  overviewHref: string;
  takesFocus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { takesFocus } = props;
  useLayoutEffect(() => {
    if (takesFocus) heading.current?.focus();
  }, [takesFocus]);
  return (
    <>
      <PageTitleBar title={props.title} />
      <div className="govuk-inset-text">
        <h2 className="govuk-heading-m" ref={heading} tabIndex={-1}>
          {areaFormStrings.readOnlyTitle}
        </h2>
        <p className="govuk-body">{props.message}</p>
      </div>
      <Link className="govuk-link" to={props.overviewHref}>
        {areaFormStrings.backToOverview}
      </Link>
    </>
  );
}
