import { hqMissionNFTAbi, hqMissionNFTBytecode } from "@questhq/contracts/generated/HQMissionNFT";
import { ERROR_TOAST_MS, getChainById, NFT_SYMBOL_MAX_LENGTH, SUCCESS_TOAST_MS, type MissionView } from "@questhq/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { getAddress, parseEther, type Address, type Hash } from "viem";

import { deployContract, waitForTransactionReceipt } from "wagmi/actions";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useConfig } from "@/features/config/index";
import { ChainFlowError, contractErrorMessage, isUserRejection } from "@/features/wallet/index";
import { ChainWalletGate } from "@/features/wallet/index";
import { apiData } from "@/lib/api";
import { toaster } from "@/lib/toast";
import { wagmiConfig } from "@/lib/wagmi";
import { registryFeeWei } from "@/features/missions";
import { missionKeys, TxLink } from "@/features/mission-shared";
import { ErrorMessage } from "@/components/ui/error-message";

export type DeployTarget = {
  kind: "reward" | "objective";
  id: string;
  chainId: number;
  label: string;
  defaults: { name: string; symbol: string; price: string; maxSupply: string };
};

type Props = { mission: MissionView; target: DeployTarget; onDone: (contractAddress: Address) => void };

const MAX_SUPPLY_LIMIT = 4_294_967_295; // uint32 in the contract's MintConfig

/** A symbol from the name's initials ("Explorer Badge Pass" → "EBP"), for when the organizer gave none. */
export function symbolFrom(name: string): string {
  const initials =
    name
      .match(/[A-Za-z0-9]+/g)
      ?.map((w) => w[0]!.toUpperCase())
      .join("") ?? "";
  return (initials.length >= 2 ? initials : name.replace(/[^A-Za-z0-9]/g, "").toUpperCase()).slice(0, 8) || "NFT";
}

/** Deploys HQMissionNFT from the organizer's wallet, then has the server check and record it. */
export function DeployMintPanel(props: Props) {
  return (
    <ChainWalletGate chainId={props.target.chainId} purpose="Deploying">
      {(account) => <DeployForm {...props} account={account} />}
    </ChainWalletGate>
  );
}

function DeployForm({ mission, target, onDone, account }: Props & { account: Address }) {
  const id = useId();
  const config = useConfig();
  const queryClient = useQueryClient();
  const [name, setName] = useState(target.defaults.name);
  const [symbol, setSymbol] = useState(target.defaults.symbol || symbolFrom(target.defaults.name));
  const [price, setPrice] = useState(target.defaults.price);
  const [maxSupply, setMaxSupply] = useState(target.defaults.maxSupply);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDeploying, setIsDeploying] = useState(false);
  const [hash, setHash] = useState<Hash | null>(null);
  const [error, setError] = useState<string | null>(null);
  const platform = config.data?.platform;
  const chain = getChainById(target.chainId);
  const chainFee = `${chain?.fee ?? "0"} ${chain?.nativeCurrency ?? "ETH"}`;

  function validate() {
    const found: Record<string, string> = {};
    if (name.trim().length < 2) found.name = "Name must be at least 2 characters.";
    if (!symbol.trim()) found.symbol = "Symbol is required.";
    else if (symbol.trim().length > NFT_SYMBOL_MAX_LENGTH) found.symbol = "NFT symbol must be at most 20 characters.";
    if (!/^\d+(\.\d{1,18})?$/.test(price.trim())) found.price = "Price must be a positive number";
    const supply = Number(maxSupply);
    if (!Number.isInteger(supply) || supply < 1 || supply > MAX_SUPPLY_LIMIT)
      found.maxSupply = "Max supply must be a whole number of at least 1.";
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!validate() || !platform?.treasury) return;
    setError(null);
    setIsDeploying(true);
    const toast = await toaster();
    const toastId = toast.loading("Deploying NFT contract");
    try {
      const seconds = (iso: string | null) => (iso ? BigInt(Math.floor(Date.parse(iso) / 1000)) : 0n);
      const deployed = await deployContract(wagmiConfig, {
        chainId: target.chainId,
        account,
        abi: hqMissionNFTAbi,
        bytecode: hqMissionNFTBytecode,
        args: [
          name.trim(),
          symbol.trim(),
          `${config.data?.publicUrl ?? window.location.origin}/nft/${mission.id}/`,
          {
            startTime: seconds(mission.starts_at),
            endTime: seconds(mission.ends_at),
            maxSupply: Number(maxSupply),
            maxPerWallet: 0,
            payee: account,
            price: parseEther(price.trim()),
          },
          registryFeeWei(target.chainId),
          platform.signer,
          platform.treasury,
          platform.treasury,
        ],
      });
      setHash(deployed);
      const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId: target.chainId, hash: deployed });
      if (receipt.status !== "success") throw new ChainFlowError("The deployment failed on chain.");
      if (!receipt.contractAddress) throw new ChainFlowError("The deployment created no contract.");
      await apiData(`/api/v1/${target.kind}s/${target.id}/mint-deployment`, {
        method: "POST",
        body: { tx_hash: deployed },
      });
      toast.success("NFT contract deployed!", { id: toastId, duration: SUCCESS_TOAST_MS });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: missionKeys.reward(mission.id) }),
        queryClient.invalidateQueries({ queryKey: missionKeys.objectives(mission.id) }),
      ]);
      onDone(getAddress(receipt.contractAddress));
    } catch (err) {
      const message = contractErrorMessage(err);
      if (isUserRejection(err)) toast.dismiss(toastId);
      else toast.error(message, { id: toastId, duration: ERROR_TOAST_MS });
      setError(message);
    } finally {
      setIsDeploying(false);
    }
  }

  if (!platform?.treasury) {
    return (
      <p role="status" className="text-sm text-muted">
        This server has no platform treasury on a chain yet, so mint contracts cannot be deployed from here.
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Collection name"
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          id={`${id}-symbol`}
          label="Symbol"
          value={symbol}
          error={errors.symbol}
          onChange={(e) => setSymbol(e.target.value)}
        />
        <TextField
          id={`${id}-price`}
          label={`Price per mint (${chain?.nativeCurrency ?? "ETH"})`}
          inputMode="decimal"
          value={price}
          error={errors.price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <TextField
          id={`${id}-supply`}
          label="Max supply"
          inputMode="numeric"
          value={maxSupply}
          error={errors.maxSupply}
          onChange={(e) => setMaxSupply(e.target.value)}
        />
      </div>
      <p className="text-xs text-muted">
        Mints are open from the mission's start to its end. Each mint also pays the chain fee of {chainFee} to the
        platform.
      </p>
      <Button type="submit" className="w-full" isLoading={isDeploying}>
        Deploy on {chain?.name ?? `chain ${target.chainId}`}
      </Button>
      {hash ? <TxLink chainId={target.chainId} hash={hash} /> : null}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </form>
  );
}
