import { readFileSync } from "node:fs";
import solc from "solc";
import { createPublicClient, createWalletClient, http, type Abi, type Address, type Hash, type Hex } from "viem";
import { foundry } from "viem/chains";

// Test contracts of the on-chain verifiers, compiled from the .sol files next to this one with
// the npm solc compiler (pure JavaScript, no download), then deployed on a test's anvil chain.

const NAMES = ["QuestTarget", "TestToken", "TestNft"] as const;
type Name = (typeof NAMES)[number];
export type Artifact = { abi: Abi; bytecode: Hex };

let compiled: Record<Name, Artifact> | undefined;

export function compileTestContracts(): Record<Name, Artifact> {
  if (compiled) return compiled;
  const sources = Object.fromEntries(
    NAMES.map((n) => [`${n}.sol`, { content: readFileSync(new URL(`./${n}.sol`, import.meta.url), "utf8") }]),
  );
  const input = {
    language: "Solidity",
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
  const artifact = (n: Name): Artifact => {
    const c = output.contracts[`${n}.sol`]?.[n];
    if (!c) throw new Error(`${n} missing from solc output`);
    return { abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` };
  };
  compiled = { QuestTarget: artifact("QuestTarget"), TestToken: artifact("TestToken"), TestNft: artifact("TestNft") };
  return compiled;
}

/** A test chain with its funded, unlocked accounts and the three contracts deployed. */
export async function deployTestChain(url: string) {
  const artifacts = compileTestContracts();
  const publicClient = createPublicClient({ chain: foundry, transport: http(url) });
  const walletClient = createWalletClient({ chain: foundry, transport: http(url) });
  const accounts = (await walletClient.getAddresses()).map((a) => a.toLowerCase() as Address);
  const [deployer] = accounts;
  if (!deployer) throw new Error("anvil has no accounts");

  const mined = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    return receipt;
  };
  const deploy = async (n: Name) => {
    const hash = await walletClient.deployContract({
      abi: artifacts[n].abi,
      bytecode: artifacts[n].bytecode,
      account: deployer,
      chain: foundry,
    });
    const address = (await mined(hash)).contractAddress;
    if (!address) throw new Error(`${n} was not deployed`);
    return address.toLowerCase() as Address;
  };
  const [target, token, nft] = [await deploy("QuestTarget"), await deploy("TestToken"), await deploy("TestNft")];

  /** Sends a transaction from an unlocked account and waits for it to be mined. */
  const send = async (from: Address, tx: { to: Address; data?: Hex; value?: bigint; gas?: bigint }) => {
    const hash = await walletClient.sendTransaction({ account: from, chain: foundry, ...tx });
    return { hash, receipt: await mined(hash) };
  };
  return { publicClient, walletClient, accounts, artifacts, target, token, nft, send };
}

export type TestChain = Awaited<ReturnType<typeof deployTestChain>>;
