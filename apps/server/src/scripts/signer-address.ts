// `npm run signer-address`: the address of CHAIN_SIGNER_PRIVATE_KEY (and of RELAYER_PRIVATE_KEY when set), the
// SIGNER_ADDRESS to deploy the contracts with (docs/self-hosting.md#the-contracts-and-the-signer). Prints addresses
// only, never a key.
import { privateKeyToAccount } from "viem/accounts";
import type { Hex } from "viem";
import { envSchema } from "../env";

const settings = envSchema.pick({ CHAIN_SIGNER_PRIVATE_KEY: true, RELAYER_PRIVATE_KEY: true }).safeParse(process.env);
if (!settings.success) {
  for (const issue of settings.error.issues) console.error(`${issue.path.join(".")}: ${issue.message}`);
  process.exit(1);
}
const hex = (key: string) => (key.startsWith("0x") ? key : `0x${key}`) as Hex;
const { CHAIN_SIGNER_PRIVATE_KEY: signer, RELAYER_PRIVATE_KEY: relayer } = settings.data;
if (!signer) {
  console.error("CHAIN_SIGNER_PRIVATE_KEY: not set (make one with `openssl rand -hex 32`)");
  process.exit(1);
}
console.log(`SIGNER_ADDRESS=${privateKeyToAccount(hex(signer)).address}`);
if (relayer) console.log(`relayer address (fund it with ether): ${privateKeyToAccount(hex(relayer)).address}`);
