import type { PublicConfig } from "@/features/config/index";

export type SignInMethods = {
  /** The email-code form is shown. */
  hasEmail: boolean;
  /** The line under the page title. */
  intro: string;
  /** Said plainly when the server offers no email sign-in, so nobody looks for the form. */
  notice: string | null;
  /** The hint that development codes land in the dev mailbox. */
  hasDevMailboxHint: boolean;
};

export const EMAIL_SIGN_IN_OFF_NOTICE = "Email sign-in is turned off on this server.";

/**
 * Which ways in the sign-in page offers. Until the settings arrive (or from a server that does not say) the email form
 * is shown, as it is on almost every server; a server without mail (EMAIL_SIGN_IN=false) gets the wallet alone.
 */
export function signInMethods(
  config?: Pick<PublicConfig, "emailSignIn" | "hasDevMailbox" | "isDevelopment">,
): SignInMethods {
  if (config?.emailSignIn === false) {
    return {
      hasEmail: false,
      intro: "Use your web3 wallet.",
      notice: EMAIL_SIGN_IN_OFF_NOTICE,
      hasDevMailboxHint: false,
    };
  }
  return {
    hasEmail: true,
    intro: "Use a one-time code sent to your email, or your web3 wallet.",
    notice: null,
    hasDevMailboxHint: Boolean(config?.hasDevMailbox ?? config?.isDevelopment),
  };
}
