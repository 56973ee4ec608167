import { WALLET_MESSAGES } from "@questhq/core";
import { AlertTriangle, ExternalLink } from "lucide-react";

/** Phones and tablets have no extension wallets: the page has to be opened inside a wallet app's browser. */
export function isMobileBrowser(userAgent = typeof navigator === "undefined" ? "" : navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/** MetaMask's universal link that opens this page in its in-app browser. */
export function walletAppLink(location: Pick<Location, "host" | "pathname" | "search">): string {
  return `https://metamask.app.link/dapp/${location.host}${location.pathname}${location.search}`;
}

/**
 * "Please install MetaMask." with the wallet-app link on mobile browsers, the general sentence elsewhere
 * (docs/product/errors.md#wallet-and-chain).
 */
export function NoWalletNotice() {
  const mobile = isMobileBrowser();
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-warning/30 bg-warning/10 p-4 text-sm text-warning"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      {mobile ? (
        <p className="space-y-1">
          <span className="block">{WALLET_MESSAGES.installMetaMask}</span>
          <a href={walletAppLink(window.location)} className="inline-flex items-center gap-1 font-medium underline">
            Open in the MetaMask app
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        </p>
      ) : (
        <p>{WALLET_MESSAGES.noWallet}</p>
      )}
    </div>
  );
}
