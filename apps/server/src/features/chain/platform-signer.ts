import { privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import type { Address, Hex } from "viem";
import { ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "@questhq/contracts/accounts";
import {
  claimTypes,
  depositTypes,
  domainOf,
  mintPermitTypes,
  vaultClaimTypes,
  withdrawTypes,
} from "@questhq/contracts/typed-data";
import type { Env } from "../../env";

// The platform's EIP-712 signer. The key is read once from the environment and lives only in
// the viem account's closure: the object handed around exposes the address and sign methods,
// nothing that serialises the key into a log line or an answer.

export type PlatformSigner = {
  readonly address: Address;
  signDeposit(
    chainId: number,
    contract: Address,
    m: { user: Address; amount: bigint; nonce: bigint; validUntilBlock: bigint },
  ): Promise<Hex>;
  signWithdraw(
    chainId: number,
    contract: Address,
    m: { user: Address; amount: bigint; nonce: bigint; validUntilBlock: bigint },
  ): Promise<Hex>;
  signMintPermit(chainId: number, contract: Address, m: { wallet: Address }): Promise<Hex>;
  signClaim(chainId: number, contract: Address, m: { user: Address; allocation: bigint }): Promise<Hex>;
  signVaultClaim(
    chainId: number,
    contract: Address,
    m: { user: Address; streamId: bigint; validUntilBlock: bigint },
  ): Promise<Hex>;
  toJSON(): { address: Address };
};

export function createPlatformSigner(env: Env): PlatformSigner {
  const configured = env.CHAIN_SIGNER_PRIVATE_KEY;
  // Development only (loadEnv requires the key in production): anvil's signer account, the one
  // the local deployment trusts.
  const key = (
    configured ? (configured.startsWith("0x") ? configured : `0x${configured}`) : ANVIL_PRIVATE_KEYS[LOCAL_ROLES.signer]
  ) as Hex;
  const account: PrivateKeyAccount = privateKeyToAccount(key);
  return {
    address: account.address,
    signDeposit: (chainId, contract, m) =>
      account.signTypedData({
        domain: domainOf("staking", chainId, contract),
        types: depositTypes,
        primaryType: "Deposit",
        message: m,
      }),
    signWithdraw: (chainId, contract, m) =>
      account.signTypedData({
        domain: domainOf("staking", chainId, contract),
        types: withdrawTypes,
        primaryType: "Withdraw",
        message: m,
      }),
    signMintPermit: (chainId, contract, m) =>
      account.signTypedData({
        domain: domainOf("missionNft", chainId, contract),
        types: mintPermitTypes,
        primaryType: "MintPermit",
        message: m,
      }),
    signClaim: (chainId, contract, m) =>
      account.signTypedData({
        domain: domainOf("missionVesting", chainId, contract),
        types: claimTypes,
        primaryType: "Claim",
        message: m,
      }),
    signVaultClaim: (chainId, contract, m) =>
      account.signTypedData({
        domain: domainOf("sagaVault", chainId, contract),
        types: vaultClaimTypes,
        primaryType: "VaultClaim",
        message: m,
      }),
    toJSON: () => ({ address: account.address }),
  };
}
