/**
 * Every message id, as the English catalogue has them (what visitors read, then what only signed-in people
 * read): a component asking for an id English lacks does not compile, and tests/web/i18n-catalogues.test.ts
 * checks the other languages have the same ids.
 */
type AreaIds<Area> = keyof Area & string;

export type MessageId =
  | AreaIds<typeof import('./messages/en/auth.json')>
  | AreaIds<typeof import('./messages/en/common.json')>
  | AreaIds<typeof import('./messages/en/competitions.json')>
  | AreaIds<typeof import('./messages/en/developers.json')>
  | AreaIds<typeof import('./messages/en/embeds.json')>
  | AreaIds<typeof import('./messages/en/errors.json')>
  | AreaIds<typeof import('./messages/en/fixtures.json')>
  | AreaIds<typeof import('./messages/en/follow.json')>
  | AreaIds<typeof import('./messages/en/home.json')>
  | AreaIds<typeof import('./messages/en/layout.json')>
  | AreaIds<typeof import('./messages/en/live.json')>
  | AreaIds<typeof import('./messages/en/management.json')>
  | AreaIds<typeof import('./messages/en/matches.json')>
  | AreaIds<typeof import('./messages/en/scheduling.json')>
  | AreaIds<typeof import('./messages/en/stages.json')>
  | AreaIds<typeof import('./messages/en/standings.json')>
  | AreaIds<typeof import('./messages/en/stats.json')>
  | AreaIds<typeof import('./messages/en/team.json')>
  | AreaIds<typeof import('./messages/en/tournaments.json')>
  | AreaIds<typeof import('./messages/en/users.json')>
  | AreaIds<typeof import('./messages/en/signed-in/auth.json')>
  | AreaIds<typeof import('./messages/en/signed-in/common.json')>
  | AreaIds<typeof import('./messages/en/signed-in/competitions.json')>
  | AreaIds<typeof import('./messages/en/signed-in/cricket.json')>
  | AreaIds<typeof import('./messages/en/signed-in/dashboard.json')>
  | AreaIds<typeof import('./messages/en/signed-in/fixtures.json')>
  | AreaIds<typeof import('./messages/en/signed-in/follow.json')>
  | AreaIds<typeof import('./messages/en/signed-in/layout.json')>
  | AreaIds<typeof import('./messages/en/signed-in/management.json')>
  | AreaIds<typeof import('./messages/en/signed-in/mine.json')>
  | AreaIds<typeof import('./messages/en/signed-in/scheduling.json')>
  | AreaIds<typeof import('./messages/en/signed-in/scoring.json')>
  | AreaIds<typeof import('./messages/en/signed-in/season-io.json')>
  | AreaIds<typeof import('./messages/en/signed-in/stages.json')>
  | AreaIds<typeof import('./messages/en/signed-in/tournaments.json')>
  | AreaIds<typeof import('./messages/en/signed-in/users.json')>
  | AreaIds<typeof import('./messages/en/signed-in/webhooks.json')>;

/**
 * The API's refusals and the forms' field errors, recognised in their English and shown in the page's language
 * (localize-message.ts): a chunk per language of their own, loaded once a page in another language has started.
 */
export type RefusalId = AreaIds<typeof import('./messages/en/validation.json')>;

/** One language's catalogue: each id's ICU message. */
export type Messages = Record<string, string>;
