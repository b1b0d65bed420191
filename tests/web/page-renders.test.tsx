import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useViewer, ViewerQueryDocument } from '../../web/src/features/auth/useViewer';
import { useLiveMatches, type MatchChange } from '../../web/src/features/live/useLiveTournament';
import { pushedMatch } from './support/pushed-match';
import { recordingClient, renderWithClient } from './support/recording-client';

// A server-rendered page hydrates and then settles: every render after hydration is a whole page of
// Chakra components computed again, half a second of a phone's main thread. These pin the hooks every
// public page hosts to rendering only when what they return changes.

const person = {
  __typename: 'User',
  id: 7,
  email: 'keisha@example.com',
  name: 'Keisha Baptiste',
  givenName: 'Keisha',
  role: 'tournament_creator',
  status: 'active',
  isActive: true,
  isAccountActivated: true,
  hasChosenRole: true,
  profilePicture: null,
};

describe('what a public page renders after it hydrates', () => {
  it('asks the server who is signed in, and renders once when the answer is the cached one', async () => {
    const { client, count } = recordingClient({ Viewer: () => ({ me: null }) });
    // The page was server-rendered for a visitor: its cache already says nobody is signed in.
    client.writeQuery({ query: ViewerQueryDocument, data: { me: null } });
    let renders = 0;
    function Page() {
      renders += 1;
      const { viewer, loading } = useViewer();
      return <p>{loading ? 'loading' : (viewer?.name ?? 'visitor')}</p>;
    }
    renderWithClient(client, <Page />);
    await waitFor(() => expect(count('Viewer')).toBe(1));
    // Let the answer land in the cache and any re-render it causes happen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.getByText('visitor')).toBeTruthy();
    expect(renders).toBe(1);
  });

  it('shows a signed-in person the page was not rendered for, without a reload', async () => {
    const { client, count } = recordingClient({ Viewer: () => ({ me: person }) });
    client.writeQuery({ query: ViewerQueryDocument, data: { me: null } });
    function Page() {
      const { viewer } = useViewer();
      return <p>{viewer?.name ?? 'visitor'}</p>;
    }
    renderWithClient(client, <Page />);
    expect(screen.getByText('visitor')).toBeTruthy();
    expect(await screen.findByText('Keisha Baptiste')).toBeTruthy();
    expect(count('Viewer')).toBe(1);
  });

  it('follows live matches without rendering the page when the socket opens or a push arrives', async () => {
    const { client, count, push } = recordingClient({});
    const changes: MatchChange[] = [];
    let renders = 0;
    function Page() {
      renders += 1;
      useLiveMatches((change) => changes.push(change));
      return <p>landing</p>;
    }
    renderWithClient(client, <Page />);
    await waitFor(() => expect(count('LiveMatches')).toBe(1));
    act(() => push('LiveMatches', { liveMatchesUpdated: pushedMatch({ id: 33, homeTeamScore: 1 }) }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toMatchObject({ matchId: 33, status: 'in_progress', statusChanged: true });
    expect(renders).toBe(1);
  });
});
