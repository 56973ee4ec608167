import type { TestProject } from "vitest/node";
import { startProductServer } from "../../scripts/product-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** JSON-RPC URL of the run's local chain (anvil), for the injected test wallet. */
    chainUrl: string;
    /** The port the developers journey's webhook receiver listens on (127.0.0.1), which the server may reach. */
    webhookReceiverPort: number;
  }
}

/** Starts the real product (built web app + compiled server, fresh embedded database with the demo seed). */
export default async function setup(project: TestProject) {
  // 8545 by default; E2E_CHAIN_PORT lets two checkouts run their journeys side by side.
  const chainPort = process.env.E2E_CHAIN_PORT ?? "8545";
  // The port after the chain's, so side-by-side runs keep apart; the server delivers webhooks to it over plain http.
  const webhookReceiverPort = Number(process.env.E2E_WEBHOOK_PORT ?? Number(chainPort) + 1);
  const server = await startProductServer({
    name: "e2e",
    notBuilt: "The product is not built: run `npm run build` (web app and server) before `npm run e2e`.",
    env: (dataDir) => ({
      RATE_LIMIT_MAX: "100000",
      AUTH_RATE_LIMIT_MAX: "100000",
      // Journeys sign the demo accounts in many times within a quarter of an hour.
      EMAIL_CODE_MAX_PER_ADDRESS: "100000",
      EMAIL_CODE_MAX_ATTEMPTS_PER_ADDRESS: "100000",
      SMTP_URL: "",
      // Visits (link objectives) complete after 2 s instead of 10 s, to keep journeys short.
      VISIT_DWELL_SECONDS: "2",
      // The local chain for the wallet journeys, deployed into this run's data folder; the indexer polls
      // every second. The app reads it through the injected wallet, which forwards to chainUrl.
      LOCAL_CHAIN: "true",
      LOCAL_CHAIN_PORT: chainPort,
      CHAIN_DEPLOYMENTS_DIR: dataDir,
      INDEXER_POLL_MS: "1000",
      FETCH_ALLOWED_HOSTS: `127.0.0.1:${webhookReceiverPort}`,
      // Views, participants and completions reach the organizers' figures within a second or two, not a minute.
      MISSION_VIEW_ROLLUP_MS: "1000",
    }),
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("chainUrl", `http://127.0.0.1:${chainPort}`);
  project.provide("webhookReceiverPort", webhookReceiverPort);
  return async () => {
    // Graceful shutdown is part of the product: SIGTERM must drain and exit 0 within its 10 s grace.
    const code = await server.stop();
    if (code !== 0) throw new Error(`server did not shut down cleanly on SIGTERM (exit: ${code})`);
  };
}
