import { createContext, useContext, type ReactNode } from 'react';
import type { FormTypeCode, RuntimeConfig } from '@csa/contracts';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Loads `/config.json` once before the app renders, so one build serves any council. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  // Checked by hand, not with zod: the first page must stay light, and the server already
  // validates this response against runtimeConfigSchema before sending it.
  const config = (await response.json()) as RuntimeConfig;
  if (!Array.isArray(config.supportedFormTypes) || typeof config.councilName !== 'string') {
    throw new Error('config.json is not a runtime configuration');
  }
  return config;
}

export function RuntimeConfigProvider(props: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <RuntimeConfigContext.Provider value={props.config}>
      {props.children}
    </RuntimeConfigContext.Provider>
  );
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('RuntimeConfigProvider is missing');
  return config;
}

/** Spec §8: a configuration with no supported form types is a fault, not a silent default. */
export function useSupportedFormTypes(): FormTypeCode[] {
  const { supportedFormTypes } = useRuntimeConfig();
  if (supportedFormTypes.length === 0) throw new Error('NO_SUPPORTED_FORM_TYPE_CODES');
  return supportedFormTypes;
}
