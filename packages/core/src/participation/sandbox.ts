import { z } from "zod";

// "Do it on Sandbox …": with the built-in provider fakes (development and the demo), the server
// performs an objective's action for the caller's linked sandbox account, then Verify goes
// through the normal verification path. These schemas describe that route's answer.

export const SANDBOX_ACT_PROVIDERS = ["twitter", "discord", "telegram", "google", "steam"] as const;
export type SandboxActProvider = (typeof SANDBOX_ACT_PROVIDERS)[number];

/** The provider as the sandbox button names it ("Do it on Sandbox X"). */
export const SANDBOX_PROVIDER_NAMES: Record<SandboxActProvider, string> = {
  twitter: "X",
  discord: "Discord",
  telegram: "Telegram",
  google: "YouTube",
  steam: "Steam",
};

/** Which sandbox provider performs a template's action; null when none can. */
export function sandboxProviderOf(template: string): SandboxActProvider | null {
  if (template.startsWith("twitter_")) return "twitter";
  if (template === "discord_join" || template === "discord_role") return "discord";
  if (template === "telegram_join") return "telegram";
  if (template === "youtube_sub" || template === "youtube_watch") return "google";
  if (template.startsWith("steam_")) return "steam";
  return null;
}

export const sandboxActParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const sandboxActResultSchema = z.object({
  objective_id: z.string(),
  provider: z.enum(SANDBOX_ACT_PROVIDERS),
  /** What the sandbox recorded, in a sentence for a toast. */
  message: z.string(),
});
export type SandboxActResult = z.infer<typeof sandboxActResultSchema>;
