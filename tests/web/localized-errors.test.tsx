import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { newSeasonSchema } from '../../shared/validation/competitions';
import { clubSchema } from '../../shared/validation/clubs';
import { memberSchema, positionRefusal, teamSchema } from '../../shared/validation/teams';
import { tournamentSchema } from '../../shared/validation/tournaments';
import { webhookSchema } from '../../shared/validation/webhooks';
import { Sport, PlayerPosition } from '../../shared/enums';
import { ClubFormDialog } from '../../web/src/features/management/ClubFormDialog';
import { createSiteIntl, LanguageProvider } from '../../web/src/i18n/intl';
import { localizeMessage } from '../../web/src/i18n/localize-message';
import englishValidation from '../../web/src/i18n/messages/en/validation.json';
import spanishValidation from '../../web/src/i18n/messages/es/validation.json';
import { translator } from '../../web/src/i18n/use-t';
import { describeError } from '../../web/src/lib/errors';
import { englishT } from './support/english';
import { recordingClient, renderWithClient } from './support/recording-client';
import { CATALOGUES } from './support/catalogues';

const es = CATALOGUES.es;
const fr = CATALOGUES.fr;
const nl = CATALOGUES.nl;

const spanishT = translator(createSiteIntl('es', es));
const frenchT = translator(createSiteIntl('fr', fr));
const dutchT = translator(createSiteIntl('nl', nl));
/** The Spanish refusals, a catalogue apart from the page's (loaded later, on a page in Spanish). */
const spanishRefusals = createSiteIntl('es', spanishValidation);

/** Every issue message a schema gives for `input`. */
const issuesOf = (schema: z.ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('localizeMessage', () => {
  it('leaves the English messages as they are in English', () => {
    for (const message of [
      'Tournament name is required',
      'Keep this under 200 characters',
      'Overs per innings must be between 1 and 50',
      'A cricket match is settled by SUPER_OVER or REPLAY',
      'Enter the primary colour as a hex code such as #0e7490',
      "This team's sport has no playing positions: leave the position empty",
    ]) {
      expect(localizeMessage(message, englishT)).toBe(message);
    }
  });

  it('says the shared schemas’ messages in Spanish, French and Dutch, numbers carried over', () => {
    expect(localizeMessage('Tournament name is required', spanishT)).toBe('El nombre del torneo es obligatorio');
    expect(localizeMessage('Keep this under 200 characters', spanishT)).toBe('No superes los 200 caracteres');
    expect(localizeMessage('Overs per innings must be between 1 and 50', frenchT)).toBe(
      'Les overs par innings doivent être entre 1 et 50',
    );
    expect(localizeMessage('Max teams can be at most 1024', dutchT)).toBe('Het maximum aantal teams is hoogstens 1024');
    expect(localizeMessage('A bracket has 2, 4, 8, 16... slots (6 given): fill the rest with byes', spanishT)).toBe(
      'Un cuadro tiene 2, 4, 8, 16... puestos (6 indicados): completa el resto con byes',
    );
    expect(localizeMessage('Enter a date between 1900 and 2100', dutchT)).toBe('Vul een datum tussen 1900 en 2100 in');
    expect(
      localizeMessage("A football team's players play as goalkeeper, defender, midfielder or forward", frenchT),
    ).toBe('Dans une équipe de football, on joue gardien, défenseur, milieu ou attaquant');
  });

  it('says the server’s common refusals in the page’s language', () => {
    expect(localizeMessage('You are not allowed to do this.', spanishT)).toBe('No tienes permiso para hacer esto.');
    expect(localizeMessage('This team plays cricket; the tournament is a points sport', dutchT)).toBe(
      'Dit team speelt cricket; het toernooi is een puntensport',
    );
    expect(localizeMessage('Added time follows the last minute of a period (45)', spanishT)).toBe(
      'El tiempo añadido sigue al último minuto de un periodo (45)',
    );
  });

  it('says a scoring pad’s refusal in Spanish, the bowler’s name as it was typed', () => {
    expect(localizeMessage('Keacy Carty bowled the previous over and cannot bowl two in a row', spanishT)).toBe(
      'Keacy Carty lanzó el over anterior y no puede lanzar dos seguidos',
    );
  });

  it('reads each catalogue message as itself, never as another one', () => {
    for (const [id, message] of Object.entries(englishValidation)) {
      // Placeholders filled with a value the API could send.
      const sent = message.replace(/\{(\w+)\}/g, '7');
      const values = Object.fromEntries([...message.matchAll(/\{(\w+)\}/g)].map((found) => [found[1], '7']));
      expect(localizeMessage(sent, spanishT), id).toBe(spanishRefusals.formatMessage({ id }, values));
    }
  });

  it('says the API’s own words in a refusal (a status, a side, a sport) as the page does, names as typed', () => {
    expect(localizeMessage('Cannot move a match from scheduled to completed', spanishT)).toBe(
      'Un partido no puede pasar de programado a finalizado',
    );
    expect(localizeMessage('Keacy Carty is not in the home line-up', spanishT)).toBe(
      'Keacy Carty no está en la alineación (local)',
    );
    expect(localizeMessage('The file is a cricket season', dutchT)).toBe('Het bestand is een cricket-seizoen');
    expect(
      localizeMessage(
        "This person's role is now referee, not manager: review the account again before activating it.",
        spanishT,
      ),
    ).toBe('El rol de esta persona ahora es Árbitro/a, no Mánager: vuelve a revisar la cuenta antes de activarla.');
    // A refusal placed in a season file: its place and its message, each in the page's language.
    expect(localizeMessage('Line 4: Keacy Carty is already on the pitch', frenchT)).toBe(
      'Ligne 4: Keacy Carty est déjà sur le terrain',
    );
    // A name that happens to be such a word is a name where the message puts a name.
    expect(localizeMessage('Away is already on the pitch', spanishT)).toBe('Away ya está en el campo');
  });

  it('passes an unknown message through in English', () => {
    expect(localizeMessage('The moon is made of cheese', spanishT)).toBe('The moon is made of cheese');
    // Only a whole message is translated, never a part of one.
    expect(localizeMessage('Club name is required!', spanishT)).toBe('Club name is required!');
  });

  it('recognises every message the shared schemas give for invalid input', () => {
    const long = 'x'.repeat(201);
    const messages = [
      ...issuesOf(tournamentSchema, {}),
      ...issuesOf(tournamentSchema, {
        name: long,
        description: 'a\u0001b',
        tournamentType: 'cup',
        startDate: '2027-13-01',
        endDate: '1800-01-01',
        registrationDeadline: 'soon',
        maxTeams: 2.5,
        entryFee: -1,
        prizePool: 100_000_000,
        oversPerInnings: 0,
        ballsPerOver: 11,
        pointsFormat: 'goals',
        tieBreakers: ['POINTS', 'POINTS'],
        pointsForWin: 11,
        pointsForDraw: -1,
        pointsForLoss: 1.5,
        pointsForNoResult: 20,
        knockoutDecider: 'COIN_TOSS',
      }),
      ...issuesOf(tournamentSchema, {
        name: 'Spice Isle T20',
        sport: Sport.cricket,
        tournamentType: 'league',
        startDate: '2027-03-10',
        endDate: '2027-03-01',
        maxTeams: 2000,
        knockoutDecider: 'PENALTIES',
      }),
      ...issuesOf(tournamentSchema, {
        name: 'Harbour Cup',
        sport: Sport.football,
        tournamentType: 'league',
        startDate: '2027-03-01',
        endDate: '2027-03-10',
        registrationDeadline: '2027-04-01',
        maxTeams: 0,
        tieBreakers: ['NET_RUN_RATE', 'SPIRIT'],
        knockoutDecider: 'SUPER_OVER',
      }),
      ...issuesOf(clubSchema, {}),
      ...issuesOf(clubSchema, {
        name: ' ',
        description: 'x'.repeat(2001),
        location: 'two\nlines',
        contactEmail: 'nobody',
        logoUrl: 'ftp://example.test/logo.png',
      }),
      ...issuesOf(teamSchema, {}),
      ...issuesOf(teamSchema, {
        name: '',
        clubId: -1,
        sport: 'chess',
        foundedDate: '2027-02-30',
        primaryColor: 'teal',
        secondaryColor: '#12',
      }),
      ...issuesOf(memberSchema, { jerseyNumber: 1000, isCaptain: true, isViceCaptain: true, joinedDate: 'today' }),
      ...issuesOf(memberSchema, { name: 'Shai Hope', jerseyNumber: 1.5 }),
      ...issuesOf(webhookSchema, {}),
      ...issuesOf(webhookSchema, { url: '', events: [] }),
      ...issuesOf(webhookSchema, { url: `https://example.test/${'x'.repeat(2000)}`, events: ['NOTHING'] }),
      ...issuesOf(webhookSchema, { url: 'mailto:someone@example.test', events: ['MATCH_UPDATED'] }),
      ...issuesOf(newSeasonSchema, {}),
      ...issuesOf(newSeasonSchema, { name: 'Season 2', startDate: '2027-06-01', endDate: '2027-05-01' }),
      ...issuesOf(newSeasonSchema, { name: 'Season 2', startDate: '1850-06-01', endDate: '3000-05-01' }),
      positionRefusal(Sport.cricket, PlayerPosition.goalkeeper) ?? '',
      positionRefusal(Sport.football, PlayerPosition.bowler) ?? '',
      positionRefusal(Sport.points, PlayerPosition.forward) ?? '',
    ];
    // The inputs above reach the schemas' rules, not only their "required" messages.
    expect(new Set(messages).size).toBeGreaterThan(40);
    const unknown = [...new Set(messages)].filter((message) => localizeMessage(message, spanishT) === message);
    expect(unknown).toEqual([]);
  });
});

describe('describeError in the page’s language', () => {
  it('says a network failure, a server fault and a refusal in Spanish', () => {
    expect(describeError(new TypeError('Failed to fetch'), spanishT)).toBe(
      'No se pudo conectar con Pitchside. Revisa tu conexión e inténtalo de nuevo.',
    );
    const fault = new ServerError('bad gateway', { response: new Response('', { status: 502 }), bodyText: '' });
    expect(describeError(fault, frenchT)).toBe('Pitchside a rencontré un problème. Réessayez dans un instant.');
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'Keep this under 200 characters', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(describeError(refused, dutchT)).toBe('Houd dit onder 200 tekens');
    const unknown = new CombinedGraphQLErrors({
      errors: [{ message: 'Spice Isle T20 is archived', extensions: { code: 'CONFLICT' } }],
    });
    expect(describeError(unknown, spanishT)).toBe('Spice Isle T20 is archived');
  });
});

describe('a form in Spanish', () => {
  it('shows the validation error in Spanish after an invalid submit, and sends nothing', async () => {
    const { client, sent } = recordingClient({});
    renderWithClient(
      client,
      <LanguageProvider intl={createSiteIntl('es', es)}>
        <ClubFormDialog club={null} open onClose={vi.fn()} onSaved={vi.fn()} />
      </LanguageProvider>,
    );
    fireEvent.change(await screen.findByLabelText(/Nombre del club/), { target: { value: 'Spice SC' } });
    fireEvent.change(screen.getByLabelText(es['management.clubForm.email']), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: es['management.clubForm.create'] }));
    expect(await screen.findByText('Introduce un correo electrónico válido')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nombre del club/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: es['management.clubForm.create'] }));
    await waitFor(() => expect(screen.getByText('El nombre del club es obligatorio')).toBeTruthy());
    expect(screen.queryByText('Club name is required')).toBeNull();
    expect(sent).toEqual([]);
  });
});
