import type { Config } from '../config/index.ts';
import type { DeliveryTeam } from '../outbox/index.ts';

/** Where one team's submissions go; null means not configured. */
export interface TeamChannels {
  email: string | null;
  webhookUrl: string | null;
}

/** The configured channels of each team (CSA → customer services, CARERS → carers centre). */
export function deliveryChannels(config: Config): Record<DeliveryTeam, TeamChannels> {
  return {
    'customer-services': {
      email: config.TEAM_EMAIL_CSA || null,
      webhookUrl: config.CASE_WEBHOOK_URL_CSA || null,
    },
    'carers-centre': {
      email: config.TEAM_EMAIL_CARERS || null,
      webhookUrl: config.CASE_WEBHOOK_URL_CARERS || null,
    },
  };
}

/** Teams of offered pathways that would hear of nothing: operators are warned at start-up. */
export function unconfiguredTeams(config: Config): DeliveryTeam[] {
  const channels = deliveryChannels(config);
  const offered: DeliveryTeam[] = config.SUPPORTED_FORM_TYPES.map((code) =>
    code === 'CARERS' ? 'carers-centre' : 'customer-services',
  );
  return offered.filter((team) => !channels[team].email && !channels[team].webhookUrl);
}
