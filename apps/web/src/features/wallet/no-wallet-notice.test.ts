import { describe, expect, it } from "vitest";
import { isMobileBrowser, walletAppLink } from "./no-wallet-notice";

describe("no wallet on a phone (the catalogue's Please install MetaMask., with the wallet-app link)", () => {
  it("tells phones from desktops by their user agent", () => {
    expect(
      isMobileBrowser("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"),
    ).toBe(true);
    expect(
      isMobileBrowser("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36"),
    ).toBe(true);
    expect(isMobileBrowser("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36")).toBe(false);
  });

  it("opens the same page inside the wallet app's browser", () => {
    const link = walletAppLink({ host: "quest.example", pathname: "/missions/local-chain-pass", search: "?ref=x" });
    expect(link).toBe("https://metamask.app.link/dapp/quest.example/missions/local-chain-pass?ref=x");
  });
});
