import { concat, encodeDeployData, getContractAddress, keccak256, toHex } from "viem";
import type { Address, Hash, Hex } from "viem";
import { hqForwarderAbi, hqForwarderBytecode } from "./generated/HQForwarder";
import { forwarderDomain as domainOf } from "./typed-data";

// The request's types and domain live with the other EIP-712 messages (typed-data.ts), which the web app imports.
export { FORWARDER_NAME, forwardRequestTypes } from "./typed-data";

// The platform's ERC-2771 forwarder (contracts/HQForwarder.sol, OpenZeppelin's ERC2771Forwarder) goes through the
// deterministic deployment proxy (Arachnid's, on anvil and on most EVM chains) with a fixed salt, so its address
// depends only on its bytecode: the same on every chain. HQMissionNFT and HQMissionVesting trust that address as a
// constant (contracts/HQTrustedForwarder.sol), so organizers' deployments need no extra argument and every mission
// contract accepts forwarded mints and claims once the forwarder exists on its chain. A test holds the Solidity
// constant to the address computed here; a new compiler or OpenZeppelin release that changes the bytecode moves
// the address, and that test says so.

/** Arachnid's deterministic deployment proxy. */
export const FORWARDER_CREATE2_DEPLOYER: Address = "0x4e59b44847b379578588920ca78fbf26c0b4956c";
export const FORWARDER_SALT: Hex = keccak256(toHex("questhq.forwarder.v1"));

const forwarderInit = encodeDeployData({ abi: hqForwarderAbi, bytecode: hqForwarderBytecode });

/** Where the forwarder is on every chain it was deployed to. */
export const HQ_FORWARDER: Address = getContractAddress({
  opcode: "CREATE2",
  from: FORWARDER_CREATE2_DEPLOYER,
  salt: FORWARDER_SALT,
  bytecode: forwarderInit,
});

/** The forwarder's EIP-712 domain on `chainId` (its address is the same on every chain). */
export const forwarderDomain = (chainId: number, forwarder: Address = HQ_FORWARDER) => domainOf(chainId, forwarder);

/** What deploying needs of a connected deployer (deploy.ts's `connect` gives it). */
export type ForwarderDeployer = {
  publicClient: { getCode(args: { address: Address }): Promise<Hex | undefined> };
  wallet: { sendTransaction(args: { to: Address; data: Hex }): Promise<Hash> };
  mined(hash: Hash): Promise<unknown>;
};

/**
 * Deploys the forwarder where it is missing (anyone may: the proxy binds the address to the code, so nobody can put
 * other code there). Safe to run on every start. Returns its address.
 */
export async function deployForwarder(w: ForwarderDeployer, log: (line: string) => void = () => {}): Promise<Address> {
  const hasCode = async (address: Address) => {
    const code = await w.publicClient.getCode({ address });
    return code !== undefined && code !== "0x";
  };
  if (await hasCode(HQ_FORWARDER)) return HQ_FORWARDER;
  if (!(await hasCode(FORWARDER_CREATE2_DEPLOYER))) {
    throw new Error(`the deterministic deployment proxy ${FORWARDER_CREATE2_DEPLOYER} is not on this chain`);
  }
  const data = concat([FORWARDER_SALT, forwarderInit]);
  await w.mined(await w.wallet.sendTransaction({ to: FORWARDER_CREATE2_DEPLOYER, data }));
  if (!(await hasCode(HQ_FORWARDER))) throw new Error(`HQForwarder was not deployed at ${HQ_FORWARDER}`);
  log(`HQForwarder   ${HQ_FORWARDER}`);
  return HQ_FORWARDER;
}
