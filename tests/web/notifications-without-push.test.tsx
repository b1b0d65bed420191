import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationToggle } from '../../web/src/features/follow/NotificationToggle';
import { WebPushSetupNotice } from '../../web/src/features/follow/WebPushSetupNotice';
import { recordingClient, renderWithClient } from './support/recording-client';

const TEAMS = [
  { id: 7, name: 'Harbour Lights XI' },
  { id: 9, name: 'Coral Reef Cricketers' },
];

describe('notifications when web push is not there', () => {
  it('says notifications are off on this site and offers each followed team’s calendar feed', async () => {
    renderWithClient(recordingClient({}).client, <NotificationToggle publicKey={null} teams={TEAMS} />);
    const section = await screen.findByTestId('notifications');
    expect(section.dataset.state).toBe('not-configured');
    expect(screen.getByRole('status').textContent).toMatch(/^Notifications are not available on this site\./);
    expect(screen.getByRole('status').textContent).toMatch(/add their fixtures to your calendar/);
    const links = screen.getAllByTestId('team-calendar-link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Harbour Lights XI fixtures (calendar)', '/team/7/fixtures.ics'],
      ['Coral Reef Cricketers fixtures (calendar)', '/team/9/fixtures.ics'],
    ]);
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  });

  it('says so when the browser cannot receive push, and still offers the feeds', async () => {
    // jsdom has no service worker or Push API: a browser without push.
    renderWithClient(recordingClient({}).client, <NotificationToggle publicKey="BPublicKey" teams={TEAMS} />);
    const section = await screen.findByTestId('notifications');
    expect(section.dataset.state).toBe('unsupported');
    expect(screen.getByRole('status').textContent).toMatch(/^This browser cannot receive notifications\./);
    expect(screen.getAllByTestId('team-calendar-link')).toHaveLength(2);
  });

  it('asks a visitor who follows only matches to follow a team for its calendar', async () => {
    renderWithClient(recordingClient({}).client, <NotificationToggle publicKey={null} teams={[]} />);
    expect((await screen.findByRole('status')).textContent).toMatch(/Follow a team/);
    expect(screen.queryByTestId('team-calendar-link')).toBeNull();
  });
});

describe('the organiser’s note on web push', () => {
  it('names the settings push needs when the server says it is not configured', async () => {
    const recording = recordingClient({
      WebPushSetup: () => ({
        webPushSetup: {
          __typename: 'WebPushSetup',
          configured: false,
          missing: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'],
        },
      }),
    });
    renderWithClient(recording.client, <WebPushSetupNotice />);
    const notice = await screen.findByTestId('web-push-setup');
    expect(notice.textContent).toMatch(/Notifications are off on this site/);
    const settings = screen.getByRole('list', { name: 'Settings web push needs' });
    expect(settings.textContent).toBe('VAPID_PUBLIC_KEYVAPID_PRIVATE_KEYVAPID_SUBJECT');
  });

  it('shows nothing when push is on, or to someone the server tells nothing (null)', async () => {
    for (const answer of [{ __typename: 'WebPushSetup', configured: true, missing: [] }, null]) {
      const recording = recordingClient({ WebPushSetup: () => ({ webPushSetup: answer }) });
      const { unmount } = renderWithClient(recording.client, <WebPushSetupNotice />);
      await waitFor(() => expect(recording.count('WebPushSetup')).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByTestId('web-push-setup')).toBeNull();
      unmount();
    }
  });
});
