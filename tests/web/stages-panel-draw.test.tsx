import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_ENOUGH_TEAMS_FOR_GROUPS_ID } from '../../web/src/features/stages/stage-draw';
import { englishT } from './support/english';
import { StagesPanel } from '../../web/src/features/stages/StagesPanel';
import { recordingClient, renderWithClient } from './support/recording-client';

const managed = () => ({
  managedTournament: { __typename: 'Tournament', id: 5, sport: 'football', knockoutDecider: null, stages: [] },
});
const team = (id: number, name: string) => ({ __typename: 'Team', id, name });

// Issue 49: "Add Stage" for a group stage before the teams were drawn (or registered) did nothing visible.
describe('adding a group stage before the draw', () => {
  it('says a group stage needs registered teams, and sends nothing', async () => {
    const { client, count } = recordingClient({ ManagedStages: managed });
    renderWithClient(client, <StagesPanel tournamentId={5} teams={[]} />);
    expect((await screen.findByTestId('groups-need-teams')).textContent).toBe(englishT(NOT_ENOUGH_TEAMS_FOR_GROUPS_ID));
    fireEvent.change(screen.getByLabelText('Stage name'), { target: { value: 'Group stage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Stage' }));
    expect((await screen.findByRole('alert')).textContent).toBe(englishT(NOT_ENOUGH_TEAMS_FOR_GROUPS_ID));
    expect(count('AddStage')).toBe(0);
  });

  it('names the group left short', async () => {
    const { client, count } = recordingClient({ ManagedStages: managed });
    renderWithClient(client, <StagesPanel tournamentId={5} teams={[team(1, 'Ajax'), team(2, 'Benfica')]} />);
    fireEvent.change(await screen.findByLabelText('Stage name'), { target: { value: 'Group stage' } });
    fireEvent.change(screen.getByLabelText('Ajax'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Benfica'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Stage' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Group B has 0 of the two teams a group needs'),
    );
    expect(count('AddStage')).toBe(0);
  });
});
