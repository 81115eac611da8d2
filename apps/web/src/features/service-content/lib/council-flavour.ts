import { councilFlavours, type CouncilFlavour } from '@csa/questionnaire';
import { useRuntimeConfig } from '../../../config/runtime-config.tsx';

/** This council's flavour, under which its local links are kept; null when the configuration
 * names one the catalogue does not know (the page then says it cannot edit local links). */
export function useCouncilFlavour(): CouncilFlavour | null {
  const { flavour } = useRuntimeConfig();
  return (councilFlavours as readonly string[]).includes(flavour)
    ? (flavour as CouncilFlavour)
    : null;
}
