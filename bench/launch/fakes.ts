// The sandbox providers of the launch simulation in a process of their own (the real providers' stand-in, reached
// through the servers' provider base URLs): X's per-user rate limits are enforced at X's own figures (scale 1, a
// 15-minute window), the fakes' default. Prints its base URL as one JSON line, then serves until killed.
import { startFakeProviders } from "@questhq/fakes";

const fakes = await startFakeProviders();
const limits = await fetch(`${fakes.url}/twitter/__control/limits`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ enforce: true, scale: 1, window_ms: 15 * 60_000 }),
});
if (!limits.ok) throw new Error(`the sandbox X refused its limits: ${limits.status}`);
process.stdout.write(`${JSON.stringify({ url: fakes.url })}\n`);
process.on("SIGTERM", () => void fakes.close().then(() => process.exit(0)));
