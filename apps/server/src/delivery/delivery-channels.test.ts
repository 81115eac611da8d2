import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.ts';
import { deliveryChannels, unconfiguredTeams } from './delivery-channels.ts';

const csaMailbox = 'customer.services@council.example';
const carersHook = 'https://cases.council.example/carers';

describe('where each team hears of a submission', () => {
  it('gives each team its own mailbox and case webhook, and none that is not set', () => {
    const config = loadConfig({
      TEAM_EMAIL_CSA: csaMailbox,
      CASE_WEBHOOK_URL_CARERS: carersHook,
      CASE_WEBHOOK_SECRET: `whsec_${Buffer.from('a secret for the channels test').toString('base64')}`,
    });
    expect(deliveryChannels(config)).toEqual({
      'customer-services': { email: csaMailbox, webhookUrl: null },
      'carers-centre': { email: null, webhookUrl: carersHook },
    });
    expect(unconfiguredTeams(config)).toEqual([]);
  });

  it('names the offered pathways whose team would hear of nothing', () => {
    expect(unconfiguredTeams(loadConfig({ TEAM_EMAIL_CSA: csaMailbox }))).toEqual([
      'carers-centre',
    ]);
    expect(
      unconfiguredTeams(
        loadConfig({ SUPPORTED_FORM_TYPES: 'CSA', TEAM_EMAIL_CARERS: 'carers@council.example' }),
      ),
    ).toEqual(['customer-services']);
    expect(unconfiguredTeams(loadConfig({ SUPPORTED_FORM_TYPES: 'CARERS' }))).toEqual([
      'carers-centre',
    ]);
  });
});
