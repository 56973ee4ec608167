import { ANVIL_ADDRESSES, ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "../src/accounts";
import { deploymentPath } from "../src/deployments";
import { ensureLocalChain, LOCAL_CHAIN_ID } from "../src/local-chain";

// `npm run chain`: a local chain on http://127.0.0.1:8545 (or $LOCAL_CHAIN_PORT) with every
// contract deployed and demo balances, until Ctrl-C. Point an injected wallet at it (chain id
// 31337) and import one of the demo keys printed below.

const port = Number(process.env.LOCAL_CHAIN_PORT ?? 8545);
const chain = await ensureLocalChain({ port, log: (l) => console.log(`  ${l}`) });
console.log(`\nLocal chain ready at ${chain.url} (chain id ${LOCAL_CHAIN_ID})`);
console.log(`Deployment: ${deploymentPath(LOCAL_CHAIN_ID)}`);
for (const [name, address] of Object.entries({ ...chain.deployment.contracts, ...chain.deployment.extra }))
  console.log(`  ${name.padEnd(15)} ${address}`);
console.log("\nDemo wallets (local chain only; these keys are public):");
const names = ["demo admin", "ada", "ben", "nebula", "user 4", "user 5"];
for (let i = 0; i <= LOCAL_ROLES.lastUser; i++)
  console.log(`  ${names[i]!.padEnd(10)} ${ANVIL_ADDRESSES[i]}  ${ANVIL_PRIVATE_KEYS[i]}`);
if (!chain.started) {
  console.log("\n(An existing node was already running there; it was reused.)");
  process.exit(0);
}
console.log("\nPress Ctrl-C to stop.");
const stop = async () => {
  await chain.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
