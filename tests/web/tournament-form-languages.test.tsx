import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TIE_BREAKER_PRESETS } from '../../shared/tie-breakers';
import { TournamentFormDialog } from '../../web/src/features/management/TournamentFormDialog';
import { createSiteIntl, LanguageProvider } from '../../web/src/i18n/intl';
import { recordingClient, renderWithClient } from './support/recording-client';
import { CATALOGUES } from './support/catalogues';

const es = CATALOGUES.es;

describe('the tournament form in Spanish', () => {
  it('names the ranking presets in Spanish, the API’s English names nowhere', async () => {
    const { client } = recordingClient({ MyCompetitions: () => ({ myCompetitions: [] }) });
    renderWithClient(
      client,
      <LanguageProvider intl={createSiteIntl('es', es)}>
        <TournamentFormDialog tournament={null} onClose={vi.fn()} onSaved={vi.fn()} />
      </LanguageProvider>,
    );
    const ranking = await screen.findByLabelText(es['management.tournamentForm.tieBreakers']);
    const options = within(ranking)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('LaLiga / Serie A: primero el enfrentamiento directo');
    expect(options).toContain('Fase de grupos de la UEFA');
    const english = TIE_BREAKER_PRESETS.map((preset) => preset.name).filter((name) => name !== 'Premier League');
    expect(options.filter((option) => english.includes(option ?? ''))).toEqual([]);
  });
});
