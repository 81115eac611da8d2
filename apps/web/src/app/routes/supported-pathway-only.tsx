import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageNotFoundPage } from '../../components/errors/page-not-found-page.tsx';
import { useSupportedFormTypes } from '../../config/runtime-config.tsx';

/** A pathway in the address that this council does not offer (`/assessment/FOO`, or CARERS
 * when only CSA is on) is a page that does not exist, not a fault to report. */
export function SupportedPathwayOnly(props: { children: ReactNode }) {
  const { formTypeCode } = useParams();
  const supported = useSupportedFormTypes();
  const isKnown =
    formTypeCode === undefined || supported.some((code) => code === formTypeCode.toUpperCase());
  return isKnown ? <>{props.children}</> : <PageNotFoundPage />;
}
