import { useParams } from 'react-router';
import type { FormTypeCode } from '@csa/contracts';
import { useSupportedFormTypes } from '../config/runtime-config.tsx';

/** The form type of the current route, if any. The header reads it too, so its Assessments
 * and Useful resources links stay on the pathway the resident is in. */
export function useOptionalFormTypeCode(): FormTypeCode | null {
  const { formTypeCode } = useParams();
  const supported = useSupportedFormTypes();
  const code = formTypeCode?.toUpperCase();
  return supported.find((supportedCode) => supportedCode === code) ?? null;
}

/** For routes that cannot work without a form type (spec §8 MISSING_FORM_TYPE_CODE). */
export function useFormTypeCode(): FormTypeCode {
  const formTypeCode = useOptionalFormTypeCode();
  if (!formTypeCode) throw new Error('MISSING_FORM_TYPE_CODE');
  return formTypeCode;
}
