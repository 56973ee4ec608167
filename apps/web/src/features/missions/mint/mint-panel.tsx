import {
  countOf,
  formatNumber,
  getChainById,
  MINT_MESSAGES,
  REFRESH_AFTER_MINT_MS,
  type MissionView,
  type RewardView,
} from "@questhq/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { ExternalLink, Minus, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { isAddressEqual, type Address } from "viem";
import { useConnect, useConnection, useConnectors } from "wagmi";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/features/session/index";
import { useConfig } from "@/features/config/index";
import { useExplorer } from "@/features/config/index";
import { gaslessKeys, useGasless } from "@/features/gasless/index";
import { ExplorerLink } from "@/components/ui/explorer-link";
import { useMe } from "@/features/users/index";
import { switchChainErrorMessage, type ChainErrorText } from "@/features/wallet/index";
import { NoWalletNotice } from "@/features/wallet/index";
import { switchOrAddChain } from "@/features/wallet/index";
import { watchWallets, type WalletOption } from "@/features/wallet/index";
import { WalletConnectButton } from "@/features/wallet/index";
import { walletErrorMessage } from "@/features/wallet/index";
import { TxConfirmationNotice } from "@/features/wallet/index";
import { WalletProvider } from "@/features/wallet/index";
import { useNow } from "../page/use-now";
import { participationKeys } from "@/features/mission-shared/index";
import { missionTiming } from "../participation/mission-timing";
import { useEnterMission } from "../participation/use-enter-mission";
import { useParticipant } from "../participation/use-participant";
import { TxLink } from "@/features/mission-shared";
import { clampQuantity, displaySupply, formatNative, mintButton, mintValue } from "./mint-state";
import { useMintContract } from "./use-mint-contract";
import { useMintTransaction } from "./use-mint-transaction";
import { ErrorMessage } from "@/components/ui/error-message";
import { StatTile } from "@/components/ui/stat-tile";
import { cn } from "@/lib/cn";

export type MintPanelProps = { mission: MissionView; reward: RewardView; contract: Address };

/** Participant statuses that have every objective done (the mint needs them: docs/product/rewards.md#mint-button). */
const COMPLETED = new Set(["CompletedObjectives", "Completed", "Entered", "Selected"]);

/**
 * The NFT mint of a mission's reward (docs/product/rewards.md#nft-mint, docs/product/rewards.md#mint-button): supply
 * and price read from the contract, a quantity, then the server's permit, a simulation, the transaction and its
 * receipt. Its own chunk: wagmi, viem and the ABI load only on missions that mint.
 */
export function MintPanel(props: MintPanelProps) {
  return (
    <WalletProvider>
      <MintBody {...props} />
    </WalletProvider>
  );
}

function MintBody({ mission, reward, contract }: MintPanelProps) {
  const chainId = reward.blockchain_chain_id;
  const chain = getChainById(chainId);
  const chainName = chain?.name ?? `chain ${chainId}`;
  const { isSignedIn } = useSession();
  const me = useMe();
  const config = useConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { participant } = useParticipant(mission.id);
  const enter = useEnterMission(mission.id);
  const connection = useConnection();
  const connectors = useConnectors();
  const connect = useConnect();
  const now = useNow(30_000);
  const timing = missionTiming(mission, now);
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const [draft, setDraft] = useState("1");
  const [isSwitching, setIsSwitching] = useState(false);
  const tx = useMintTransaction();
  const { error, setError } = tx;
  const [wallets, setWallets] = useState<WalletOption[] | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const t of timers.current) window.clearTimeout(t);
    },
    [],
  );
  useEffect(() => watchWallets(setWallets), []);

  const { reads, price, minted, maxSupply, shownFee, paidFee, isUnreadable } = useMintContract(chainId, contract);
  const gasless = useGasless(chainId);
  const remaining = minted !== undefined && maxSupply !== undefined ? Number(maxSupply - minted) : Infinity;
  const max = Math.max(1, Math.min(99, remaining));
  const total = price !== undefined ? formatNative(mintValue(quantity, price, shownFee), chainId) : "…";

  const primary = me.data?.wallets.find((w) => w.isPrimary) ?? me.data?.wallets[0];
  const account = connection.status === "connected" ? connection.address : undefined;
  const isWrongWallet = Boolean(account && primary && !isAddressEqual(account, primary.address as Address));
  const button = mintButton({
    isSignedIn,
    isNotStarted: timing.isNotStarted,
    hasWallet: Boolean(account),
    isEnded: timing.isEnded,
    isOnChain: connection.chainId === chainId,
    objectivesComplete: COMPLETED.has(participant?.status ?? ""),
    quantity,
    total,
    chainName,
  });

  // A staker's free mint can be relayed: the platform pays the gas and its own fee, never an organization's price.
  const canMintGasless = gasless.canRelay && price === 0n && button.kind === "mint" && !isWrongWallet;
  const gaslessForwarder = canMintGasless ? gasless.status?.forwarder : undefined;

  function setClamped(value: number) {
    const next = clampQuantity(value, max);
    setQuantity(next);
    setDraft(String(next));
  }

  async function onConnect() {
    setError(null);
    // The first wallet the browser announced (EIP-6963), else the generic window.ethereum one.
    const connector = connectors.find((c) => c.uid === wallets?.[0]?.uid) ?? connectors[0];
    try {
      await connect.mutateAsync({ connector });
    } catch (err) {
      setError({ message: walletErrorMessage(err) });
    }
  }

  async function onSwitch() {
    setError(null);
    setIsSwitching(true);
    try {
      await switchOrAddChain(chainId, config.data?.localChainRpcUrl);
    } catch (err) {
      setError({ message: switchChainErrorMessage(err) });
    } finally {
      setIsSwitching(false);
    }
  }

  async function onMint(from: Address, forwarder?: Address) {
    const value = mintValue(quantity, price ?? 0n, paidFee);
    const source = { kind: "mission", id: mission.id } as const;
    const isMinted = await tx.mint({ source, account: from, count: quantity, value, forwarder });
    if (forwarder) void queryClient.invalidateQueries({ queryKey: gaslessKeys.status });
    if (!isMinted) return;
    // After a reward mint the user is entered with one entry, unless already a winner (or already in):
    // docs/product/rewards.md#after-a-mint.
    const status = participant?.status;
    if (status !== "Selected" && status !== "Entered") {
      enter.mutate({ wallet_address: from, quantity: 1 });
    }
    // Give the node a moment, then read supply and the participant again (docs/product/limits.md#transactions).
    timers.current.push(
      window.setTimeout(() => {
        void reads.refetch();
        void queryClient.invalidateQueries({ queryKey: participationKeys.participant(mission.id) });
      }, REFRESH_AFTER_MINT_MS),
    );
  }

  const supply = displaySupply(mission.id, maxSupply);
  const hasNoLinkedWallet = isSignedIn && me.data && me.data.wallets.length === 0;
  const noInjected = button.kind === "connect" && wallets !== null && wallets.length === 0;

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <StatTile label="Minted">
          {reads.isPending ? (
            <Spinner className="size-4" label="Reading the contract" />
          ) : minted !== undefined && supply !== undefined ? (
            `${formatNumber(Number(minted))} / ${formatNumber(Number(supply))}`
          ) : (
            "—"
          )}
        </StatTile>
        <StatTile label="Price per mint">{price !== undefined ? formatNative(price, chainId) : "—"}</StatTile>
        <StatTile label="Chain fee">{formatNative(shownFee, chainId)}</StatTile>
        <StatTile label="Chain">{chainName}</StatTile>
      </dl>
      {isUnreadable ? (
        <p role="status" className="text-xs text-muted">
          Connect a wallet on {chainName} to read the price and supply from the contract.
        </p>
      ) : null}
      <CollectionLinks chainId={chainId} chainName={chainName} contract={contract} holder={account} />

      <div className="space-y-1.5">
        <label htmlFor={quantityId} className="text-sm font-medium text-ink">
          Quantity
        </label>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label="One less"
            disabled={quantity <= 1}
            onClick={() => setClamped(quantity - 1)}
          >
            <Minus className="size-4" aria-hidden />
          </Button>
          <input
            id={quantityId}
            inputMode="numeric"
            value={draft}
            aria-describedby={`${quantityId}-hint`}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, "");
              setDraft(digits);
              if (digits) setQuantity(clampQuantity(Number(digits), max));
            }}
            onBlur={() => setClamped(Number(draft || "1"))}
            className={cn(
              "h-9 w-20 rounded-lg border border-line bg-surface-2 text-center font-medium text-ink",
              "focus-visible:outline-2 focus-visible:outline-brand",
            )}
          />
          <Button
            variant="secondary"
            size="sm"
            aria-label="One more"
            disabled={quantity >= max}
            onClick={() => setClamped(quantity + 1)}
          >
            <Plus className="size-4" aria-hidden />
          </Button>
        </div>
        <p id={`${quantityId}-hint`} className="text-xs text-muted">
          1 to {max} per mint.
        </p>
      </div>

      {hasNoLinkedWallet && button.kind === "connect" ? (
        <WalletConnectButton purpose="link" className="w-full">
          Connect Wallet
        </WalletConnectButton>
      ) : noInjected ? (
        <NoWalletNotice />
      ) : (
        <Button
          className="w-full"
          isLoading={tx.isMinting || isSwitching || connect.isPending}
          disabled={
            button.kind === "not-started" || button.kind === "ended" || button.kind === "incomplete" || isWrongWallet
          }
          onClick={() => {
            if (button.kind === "sign-in")
              void navigate({ to: "/sign-in", search: { redirect_url: `/missions/${mission.slug}` } });
            else if (button.kind === "connect") void onConnect();
            else if (button.kind === "switch") void onSwitch();
            else if (button.kind === "mint" && account) void onMint(account);
          }}
        >
          {button.label}
        </Button>
      )}
      {gaslessForwarder && account ? (
        <div className="space-y-1.5">
          <Button
            variant="secondary"
            className="w-full"
            isLoading={tx.isMinting}
            onClick={() => void onMint(account, gaslessForwarder)}
          >
            Mint without gas
          </Button>
          <p className="text-xs text-muted" data-testid="gasless-note">
            Your staked $HQ covers the gas: sign in your wallet, the platform sends it.{" "}
            {countOf(gasless.status?.remaining_today ?? 0, "gasless transaction")} left today.
          </p>
        </div>
      ) : null}
      {isWrongWallet ? <ErrorMessage>{MINT_MESSAGES.walletMismatch}</ErrorMessage> : null}
      {tx.isConfirming ? <TxConfirmationNotice /> : null}
      {error ? <ErrorText error={error} docsUrl={config.data?.docsUrl} /> : null}
      {tx.txHash ? <TxLink chainId={chainId} hash={tx.txHash} /> : null}
    </div>
  );
}

export function ErrorText({ error, docsUrl }: { error: ChainErrorText; docsUrl: string | undefined }) {
  return (
    <ErrorMessage>
      {error.message}
      {error.guide && docsUrl ? (
        <>
          {" "}
          <a
            href={`${docsUrl}/${error.guide}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium underline"
          >
            Read the guide
            <ExternalLink className="size-3" aria-hidden />
          </a>
        </>
      ) : null}
    </ErrorMessage>
  );
}

/**
 * The collection's page on the explorer and, with a wallet connected, the wallet's tokens of it
 * (docs/product/chains.md#explorer-links).
 */
function CollectionLinks(props: {
  chainId: number;
  chainName: string;
  contract: Address;
  holder: Address | undefined;
}) {
  const explorer = useExplorer();
  const collection = explorer.token(props.chainId, props.contract);
  const held = props.holder ? explorer.holder(props.chainId, props.contract, props.holder) : null;
  if (!collection) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1">
      <ExplorerLink href={collection} chainName={props.chainName}>
        Collection on explorer
      </ExplorerLink>
      {held ? (
        <ExplorerLink href={held} chainName={props.chainName}>
          Your NFTs on explorer
        </ExplorerLink>
      ) : null}
    </p>
  );
}
