import type { FormTypeCode } from '@csa/contracts';

/** One place for the cache keys, so a write can refresh exactly what it changed. */
export const assessmentQueryKeys = {
  all: ['assessments'] as const,
  list: (formTypeCode: FormTypeCode) => ['assessments', 'list', formTypeCode] as const,
  detail: (formId: string) => ['assessments', 'detail', formId] as const,
  links: (formTypeCode: FormTypeCode) => ['links', formTypeCode] as const,
  pathway: (formTypeCode: FormTypeCode) => ['pathway', formTypeCode] as const,
  addressSearch: (query: string) => ['address-search', query] as const,
};
