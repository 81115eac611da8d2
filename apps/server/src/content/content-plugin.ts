import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shippedServiceContent } from '@csa/questionnaire';
import type { Config } from '../config/index.ts';
import { contentChangesRoute } from './content-changes-route.ts';
import { getContentDraftRoute } from './get-content-draft-route.ts';
import { getPublishedWordingRoute } from './get-published-wording-route.ts';
import { getContentVersionRoute } from './get-content-version-route.ts';
import { listContentVersionsRoute } from './list-content-versions-route.ts';
import { publishContentRoute } from './publish-content-route.ts';
import { republishContentRoute } from './republish-content-route.ts';
import { saveContentDraftRoute } from './save-content-draft-route.ts';
import { ServiceContentStore } from './service-content-store.ts';
import { LinkChecker } from './link-check/link-checker.ts';
import { linkCheckRoutes } from './link-check/link-check-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The council's published help links and wording, and the admins' draft. */
    serviceContent: ServiceContentStore;
    /** Checks the published help links (docs/decisions/0141). */
    linkChecker: LinkChecker;
  }
}

/**
 * A council's help links and service wording, edited in a draft and published as versions by
 * its admins (docs/decisions/0140). Residents' pages read the published version through
 * `app.serviceContent`; every call here needs the admin role and two-step verification.
 */
export const contentPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; now: () => Date }) => {
    const { config, now } = options;
    const shipped = shippedServiceContent({
      councilName: config.COUNCIL_NAME,
      accessibilityContactEmail: config.ACCESSIBILITY_CONTACT_EMAIL,
    });
    const store = new ServiceContentStore(app.db, shipped, now);
    app.decorate('serviceContent', store);
    const testReceiver = config.LINK_CHECK_TEST_RECEIVER
      ? new URL(config.LINK_CHECK_TEST_RECEIVER).host
      : null;
    const linkChecker = new LinkChecker(
      app.db,
      store,
      {
        isEnabled: config.LINK_CHECK === 'daily',
        flavour: config.COUNCIL_FLAVOUR,
        timeoutMs: config.LINK_CHECK_TIMEOUT_MS,
        runLimitMs: config.LINK_CHECK_RUN_LIMIT_MS,
        testReceiver,
        intervalMs: 24 * 3_600_000,
        checkMs: 15 * 60_000,
      },
      now,
      app.log.child({ component: 'link-check' }),
    );
    app.decorate('linkChecker', linkChecker);
    app.addHook('onReady', async () => linkChecker.start());
    app.addHook('preClose', async () => linkChecker.stop());
    await app.register(getPublishedWordingRoute);
    await app.register(async (admin) => {
      // Drafts are not for residents' eyes, nor for any shared cache.
      admin.addHook('onSend', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      });
      await admin.register(getContentDraftRoute);
      await admin.register(saveContentDraftRoute);
      await admin.register(publishContentRoute);
      await admin.register(listContentVersionsRoute);
      await admin.register(getContentVersionRoute);
      await admin.register(republishContentRoute);
      await admin.register(contentChangesRoute);
      await admin.register(linkCheckRoutes);
    });
  },
  { name: 'service-content', dependencies: ['database', 'authenticate'] },
);
