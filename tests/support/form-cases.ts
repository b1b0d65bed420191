/**
 * One Create Club form with two mistakes, sent to the API by a server test and typed into the dialog by
 * a web test: both must answer with these words, the ones shared/validation/clubs.ts holds.
 */
export const badClub = {
  input: { name: 'Spice SC', location: 'x'.repeat(201), contactEmail: 'nope@spice' },
  fields: { location: 'Keep this under 200 characters', contactEmail: 'Enter a valid e-mail address' },
};
