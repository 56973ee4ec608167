import { PARTICIPATION_TOASTS } from "@questhq/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/lib/toast";
import { clearConnectPending, isMobileLike, listenForLinked, markConnectPending, openCenteredPopup } from "./popup";
import { authenticate, refreshLinkedAccounts, type SocialProvider } from "./social-api";

export type ConnectAccountOptions = {
  /** Links the account to this organization (Twitter verification) instead of the user. */
  organizationId?: string;
  /** With organizationId: reuse the admin's already linked account, no provider page. */
  useExistingAccount?: boolean;
  /** Called once the account is linked (after the success toast). */
  onLinked?: () => void;
};

/** How long a result from the popup is still accepted after the popup window itself is gone. */
const AWAIT_RESULT_MS = 15 * 60_000;
const CLOSED_POLL_MS = 500;

function connectError(provider: SocialProvider, message?: string): string {
  if (message) return message;
  return provider === "twitter" ? PARTICIPATION_TOASTS.twitterConnectError : "There was an error.";
}

/**
 * The connection flow (docs/product/accounts.md#connecting-an-account): authenticate, then the provider page in a
 * centred 800x800 popup (or the whole page on a mobile-like browser, or when the popup is blocked), then the callback
 * page reports back; the linked accounts and participant queries refresh and a toast says how it went.
 */
export function useConnectAccount(
  provider: SocialProvider,
  options: ConnectAccountOptions = {},
): { connect: () => void; isConnecting: boolean } {
  const queryClient = useQueryClient();
  const [isConnecting, setIsConnecting] = useState(false);
  const optionsRef = useRef(options);
  const connectingRef = useRef(false);
  const popupRef = useRef<Window | null>(null);
  const pollRef = useRef<number | undefined>(undefined);
  /** Results are accepted until then; 0 when this hook started nothing (so only the starter toasts). */
  const awaitUntilRef = useRef(0);

  useEffect(() => {
    optionsRef.current = options;
  });

  const stop = useCallback(() => {
    window.clearInterval(pollRef.current);
    pollRef.current = undefined;
    popupRef.current = null;
    connectingRef.current = false;
    setIsConnecting(false);
  }, []);

  const succeed = useCallback(
    (message: string) => {
      void refreshLinkedAccounts(queryClient, optionsRef.current.organizationId);
      notify.success(message);
      optionsRef.current.onLinked?.();
    },
    [queryClient],
  );

  useEffect(
    () =>
      listenForLinked((message) => {
        if (message.provider !== provider || Date.now() > awaitUntilRef.current) return;
        awaitUntilRef.current = 0;
        clearConnectPending();
        stop();
        if (message.ok) succeed(message.message);
        else {
          void refreshLinkedAccounts(queryClient, optionsRef.current.organizationId);
          notify.error(connectError(provider, message.message));
        }
      }),
    [provider, queryClient, stop, succeed],
  );

  useEffect(() => () => window.clearInterval(pollRef.current), []);

  const connect = useCallback(() => {
    if (connectingRef.current) {
      popupRef.current?.focus();
      return;
    }
    const { organizationId, useExistingAccount } = optionsRef.current;
    const reusesAccount = Boolean(organizationId && useExistingAccount);
    // The popup must open inside the click, before any await, or popup blockers refuse it.
    const popup = reusesAccount || isMobileLike() ? null : openCenteredPopup(`questhq-connect-${provider}`);
    connectingRef.current = true;
    setIsConnecting(true);
    const redirectUri = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    authenticate(provider, { redirectUri, organizationId, useExistingAccount: reusesAccount })
      .then(({ url, organizationLinked }) => {
        if (organizationLinked || !url) {
          popup?.close();
          stop();
          if (organizationLinked) succeed(PARTICIPATION_TOASTS.twitterOrgLinked);
          else notify.error(connectError(provider));
          return;
        }
        if (!popup || popup.closed) {
          // Mobile-like browser or blocked popup: the whole page goes; the callback brings it back here.
          markConnectPending(provider, "page", redirectUri);
          window.location.assign(url);
          return;
        }
        markConnectPending(provider, "popup", redirectUri);
        awaitUntilRef.current = Date.now() + AWAIT_RESULT_MS;
        popupRef.current = popup;
        popup.location.href = url;
        popup.focus();
        pollRef.current = window.setInterval(() => {
          // Closed without a result: stop the spinner, but a late result (see popup.ts) still counts.
          if (popup.closed) stop();
        }, CLOSED_POLL_MS);
      })
      .catch((error: unknown) => {
        popup?.close();
        stop();
        notify.error(provider === "twitter" ? PARTICIPATION_TOASTS.twitterConnectError : error);
      });
  }, [provider, stop, succeed]);

  return { connect, isConnecting };
}
