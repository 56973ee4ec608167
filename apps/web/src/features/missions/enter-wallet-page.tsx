import { Link } from "@tanstack/react-router";
import { WalletCards } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { PlaceholderPage } from "@/components/ui/placeholder-page";
import { useRouteTitle } from "@/lib/use-document-title";

export function EnterWalletPage() {
  useRouteTitle("/enter-wallet");
  return (
    <PlaceholderPage
      icon={WalletCards}
      eyebrow="Wallet submission · coming next"
      title="Submit your wallet"
      description="Winners submit the wallet that should receive their reward before the collection window closes."
      upcoming={[
        "Ethereum, Solana and Bitcoin Ordinals addresses",
        "Address checks for the reward's chain",
        "Reminder of the collection deadline",
      ]}
    >
      <Link to="/settings" className={buttonClass("primary")}>
        Manage linked wallets
      </Link>
      <Link to="/dashboard" className={buttonClass("secondary")}>
        Your dashboard
      </Link>
    </PlaceholderPage>
  );
}
