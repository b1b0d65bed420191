import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../server/src/modules/webhooks/webhook-signature.js';
import { TestClient } from '../support/client.js';
import { startReceiver, until } from '../server/webhooks/support.js';
import { signInAs } from './pages/ManagementPages.js';
import { newPage } from './support/browser.js';
import { useDemoInBrowser } from './support/suite.js';

describe('webhooks in Chromium', () => {
  const e2e = useDemoInBrowser();

  it('an organiser registers a hook, copies its secret once, and sees the delivery in the log with Send again', async () => {
    const receiver = await startReceiver(() => 200);
    try {
      const { page } = await newPage(e2e.browser, e2e.site.url);
      await signInAs(page, 'admin@pitchside.test');
      await page.goto(`/tournaments/${e2e.demo.tournaments.islandCup}/manage`);
      const panel = page.getByRole('region', { name: 'Webhooks' });
      await panel.getByText('No webhooks registered.').waitFor();

      // A bad address is named before anything is sent.
      await panel.getByLabel('Address (URL)').fill('ftp://example.com');
      await panel.getByRole('button', { name: 'Register Webhook' }).click();
      await panel.getByText('Enter an http or https address').waitFor();

      await panel.getByLabel('Address (URL)').fill(receiver.url);
      await panel.getByText('Event scored', { exact: true }).click();
      await panel.getByRole('button', { name: 'Register Webhook' }).click();
      const secret = (await panel.getByTestId('webhook-secret-value').innerText()).trim();
      expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      const hook = panel.getByTestId('webhooks').getByRole('listitem').first();
      await hook.getByText(receiver.url).waitFor();
      expect(await hook.innerText()).not.toContain('Event scored');

      // A fixture change (the postponed match is rescheduled) is queued and sent by the worker.
      e2e.site.app.webhookWorker.start();
      const organiser = new TestClient(e2e.site.url);
      await organiser.signIn('admin@pitchside.test');
      const moved = await organiser.gql(
        `mutation ($id: Int!) { changeMatchStatus(matchId: $id, status: scheduled) { id status } }`,
        { id: e2e.demo.matches.cupPostponed },
      );
      expect(moved.errors).toBeUndefined();
      await until(() => receiver.received.length === 1, 10_000, 'the delivery');
      const [request] = receiver.received;
      expect(request.headers['pitchside-event-type']).toBe('FIXTURE_CHANGED');
      expect(verifyWebhookSignature(secret, request.body, String(request.headers['pitchside-signature']))).toBe(true);

      // The log, and Send again.
      await hook.getByRole('button', { name: 'Deliveries', exact: true }).click();
      const log = hook.getByRole('table');
      const row = log.getByRole('row').filter({ hasText: 'Fixture changed' });
      await row.filter({ hasText: 'delivered' }).waitFor();
      expect(await row.innerText()).toContain('HTTP 200');
      await row.getByRole('button', { name: 'Send again' }).click();
      await until(() => receiver.received.length === 2, 10_000, 'the delivery sent again');
      expect(receiver.received[1].headers['pitchside-event-id']).toBe(request.headers['pitchside-event-id']);
      await log.getByRole('row').filter({ hasText: 'delivered' }).waitFor();

      // The secret is shown once: gone after "stored", and not on the page again.
      await panel.getByRole('button', { name: 'I have stored it' }).click();
      await page.reload();
      await panel.getByText(receiver.url).waitFor();
      expect(await page.content()).not.toContain(secret);
    } finally {
      await receiver.close();
    }
  });
});
