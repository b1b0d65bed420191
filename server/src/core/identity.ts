/** Who the identity provider says signed in, after every check passed. */
export type VerifiedIdentity = {
  subject: string;
  email: string;
  name: string | null;
  givenName: string | null;
  picture: string | null;
};

/** A sign-in that must end in 401 with no session made. */
export class SignInError extends Error {}
