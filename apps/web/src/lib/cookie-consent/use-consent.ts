import { useSyncExternalStore } from 'react';
import { readConsent, subscribeToConsent, type ConsentChoice } from './consent-cookie.ts';

export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(
    subscribeToConsent,
    () => readConsent(),
    () => null,
  );
}
