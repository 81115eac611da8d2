import type { CareActOutcomesView, TakenBy } from '@csa/contracts';
import type { ServiceWording } from '@csa/questionnaire';

/** Who a PDF is for. The council's copy carries the Care Act outcomes stored with the case;
 * the resident's never does (docs/decisions/0122). */
export type DocumentCopy =
  | {
      audience: 'resident';
      /** The council's published wording the resident was shown when they submitted; absent
       * or null keeps the built-in next steps. */
      wording?: ServiceWording | null;
    }
  | {
      audience: 'council';
      careActOutcomes: CareActOutcomesView | null;
      /** The member of staff who took it from a caller by phone; absent or null when the
       * resident sent it online. */
      takenBy?: TakenBy | null;
    };

/** The copy a render makes unless told otherwise: one that cannot show a resident
 * anything meant for staff. */
export const residentCopy: DocumentCopy = { audience: 'resident' };
