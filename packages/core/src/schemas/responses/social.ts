import { z } from "zod";
import { dataAnswer } from "./common";

// What the social account linking routes answer (/{provider}/…, one set per linked account): each link is a round
// trip that starts with the provider's URL and finishes with the linked account and the page to go back to.

const redirectUri = z.string().describe("The web app's page to go back to");

/** GET /{provider}/authenticate of the OAuth 2 providers (PKCE). */
export const authorizationUrlAnswer = dataAnswer(z.object({ authorization_url: z.string() }));
/** GET /steam/authenticate, /telegram/authenticate (the provider's own sign-in page). */
export const authUrlAnswer = dataAnswer(z.object({ auth_url: z.string() }));

/** GET /twitter/authenticate: X's URL, or at once the admin's own account linked to the organization. */
export const twitterLinkStartAnswer = dataAnswer(
  z.union([
    z.object({ authorization_url: z.string() }),
    z.object({
      authorization_url: z.null(),
      organization_linked: z.literal(true),
      username: z.string().nullable(),
      is_sandbox: z.boolean(),
    }),
  ]),
);

/** POST /twitter/authenticate. */
export const twitterLinkedAnswer = dataAnswer(
  z.object({ username: z.string(), redirect_uri: redirectUri, is_organization: z.boolean() }),
);

/** POST /google/authenticate (the YouTube handle, else the account's name). */
const linkedSchema = z.object({ username: z.string().nullable(), redirect_uri: redirectUri });
export const googleLinkedAnswer = dataAnswer(linkedSchema);
/** POST /{provider}/authenticate of the OAuth 2 providers whose accounts always have a username (login). */
export const usernameLinkedAnswer = dataAnswer(linkedSchema.extend({ username: z.string() }));
/** GET /steam/callback (the persona name when Steam's Web API answered). */
export const steamLinkedAnswer = dataAnswer(linkedSchema.extend({ steam_id: z.string() }));
/** POST /telegram/callback. */
export const telegramLinkedAnswer = dataAnswer(linkedSchema.extend({ telegram_id: z.string() }));

/** POST /{provider}/refresh of the providers that hold a token. */
export const tokenCheckAnswer = dataAnswer(z.object({ access_token_valid: z.boolean() }));
/** POST /steam/refresh (Steam links hold no token). */
export const steamIdAnswer = dataAnswer(z.object({ steam_id: z.string().nullable() }));

/** POST /<provider>/disconnect: disconnecting twice is not an error. */
export const disconnectedAnswer = dataAnswer(z.object({ disconnected: z.literal(true) }));

/** GET /organizations/{id}/twitter: the organization's verified account, or null. */
export const organizationTwitterAnswer = dataAnswer(
  z.object({ username: z.string().nullable(), is_sandbox: z.boolean() }).nullable(),
);
