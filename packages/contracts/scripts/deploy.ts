import { getAddress, isAddress, type Address, type Hex } from "viem";
import { deployPlatform } from "../src/deploy";
import { writeDeployment } from "../src/deployments";

// `npm run deploy -w @questhq/contracts -- --rpc <url>`: deploys the platform's contracts to any
// chain and writes deployments/<chainId>.json. Keys and addresses come from the environment
// (never from arguments, which land in shell history):
//   DEPLOYER_PRIVATE_KEY  pays for and owns the contracts
//   SIGNER_ADDRESS        the platform signer (the address of the server's CHAIN_SIGNER_PRIVATE_KEY)
//   TREASURY_ADDRESS      receives fees (and the $HQ supply when the token is deployed here)
//   BONUS_POOL_ADDRESS    receives forfeited Saga stream remainders
//   HQ_TOKEN_ADDRESS      optional: an existing $HQ token instead of deploying one
//   STAKING_LOCK_BLOCKS   optional: blocks a deposit stays locked (default 0)

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
const i = process.argv.indexOf("--rpc");
const rpcUrl = i > 0 ? process.argv[i + 1] : undefined;
if (!rpcUrl)
  fail(
    "usage: npm run deploy -w @questhq/contracts -- --rpc <url>   (keys and addresses from env; see scripts/deploy.ts)",
  );
const key = process.env.DEPLOYER_PRIVATE_KEY ?? fail("DEPLOYER_PRIVATE_KEY is required");
if (!/^(0x)?[0-9a-fA-F]{64}$/.test(key)) fail("DEPLOYER_PRIVATE_KEY must be 64 hex characters");
const address = (name: string, optional = false): Address | undefined => {
  const v = process.env[name];
  if (!v) return optional ? undefined : fail(`${name} is required`);
  if (!isAddress(v)) fail(`${name} is not an address: ${v}`);
  return getAddress(v);
};

const deployment = await deployPlatform({
  rpcUrl,
  deployerKey: (key.startsWith("0x") ? key : `0x${key}`) as Hex,
  signer: address("SIGNER_ADDRESS")!,
  treasury: address("TREASURY_ADDRESS")!,
  bonusPool: address("BONUS_POOL_ADDRESS")!,
  hqToken: address("HQ_TOKEN_ADDRESS", true),
  lockBlocks: BigInt(process.env.STAKING_LOCK_BLOCKS ?? "0"),
  log: (line) => console.log(`  ${line}`),
});
console.log(`wrote ${writeDeployment(deployment)}`);
