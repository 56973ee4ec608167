import { getProvider } from "@questhq/core";
// lucide 1.x ships no brand marks (YouTube, LinkedIn, Chrome): generic glyphs in the brand's colour stand in.
import {
  Blocks,
  Briefcase,
  CheckCircle2,
  Gamepad2,
  GitBranch,
  Globe,
  Link2,
  MessageCircle,
  Play,
  Send,
  ShieldCheck,
  Sparkles,
  Wallet,
  Webhook,
  type LucideIcon,
} from "lucide-react";
import { cn } from "@/lib/cn";

// One icon per provider of docs/product/objectives.md#providers. Brand marks for X and Discord are drawn
// inline (lucide has none); the rest use lucide glyphs with the brand's colour.

// The brand marks' SVG path data.
const X_PATH =
  "M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 " +
  "6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z";
const DISCORD_PATH =
  "M20.317 4.37a19.79 19.79 0 0 0-4.885-1.515.074.074 0 0 0-.079.037c-.21.375-.444.865-.608 1.25a18.27 18.27 0 0 " +
  "0-5.487 0 12.64 12.64 0 0 0-.617-1.25.077.077 0 0 0-.079-.037A19.74 19.74 0 0 0 3.677 4.37a.07.07 0 0 " +
  "0-.032.027C.533 9.046-.32 13.58.099 18.057a.082.082 0 0 0 .031.057 19.9 19.9 0 0 0 5.993 3.03.078.078 0 0 0 " +
  ".084-.028c.462-.63.874-1.295 1.226-1.994a.076.076 0 0 0-.041-.106 13.1 13.1 0 0 1-1.872-.892.077.077 0 0 " +
  "1-.008-.128c.126-.094.252-.192.372-.291a.074.074 0 0 1 .077-.01c3.928 1.793 8.18 1.793 12.062 0a.074.074 0 0 1 " +
  ".078.01c.12.098.246.198.373.292a.077.077 0 0 1-.006.127 12.3 12.3 0 0 1-1.873.892.077.077 0 0 " +
  "0-.041.107c.36.698.772 1.362 1.225 1.993a.076.076 0 0 0 .084.028 19.84 19.84 0 0 0 6.002-3.03.077.077 0 0 0 " +
  ".032-.054c.5-5.177-.838-9.674-3.549-13.66a.061.061 0 0 0-.031-.03zM8.02 15.33c-1.183 0-2.157-1.085-2.157-2.419 " +
  "0-1.333.956-2.419 2.157-2.419 1.21 0 2.176 1.096 2.157 2.42 0 1.333-.956 2.418-2.157 2.418zm7.975 0c-1.183 " +
  "0-2.157-1.085-2.157-2.419 0-1.333.955-2.419 2.157-2.419 1.21 0 2.176 1.096 2.157 2.42 0 1.333-.946 2.418-2.157 " +
  "2.418z";

function XMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden fill="currentColor">
      <path d={X_PATH} />
    </svg>
  );
}

function DiscordMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden fill="currentColor">
      <path d={DISCORD_PATH} />
    </svg>
  );
}

const LUCIDE: Record<string, { icon: LucideIcon; colour: string }> = {
  youtube: { icon: Play, colour: "text-red-500" },
  google: { icon: Globe, colour: "text-sky-500" },
  telegram: { icon: Send, colour: "text-sky-400" },
  linkedin: { icon: Briefcase, colour: "text-blue-600" },
  questhq: { icon: Sparkles, colour: "text-violet-400" },
  steam: { icon: Gamepad2, colour: "text-slate-300" },
  github: { icon: GitBranch, colour: "text-slate-200" },
  custom: { icon: Link2, colour: "text-emerald-400" },
  onchain: { icon: Blocks, colour: "text-amber-400" },
  okx: { icon: Wallet, colour: "text-zinc-200" },
  "client-validation": { icon: ShieldCheck, colour: "text-teal-400" },
  organizer: { icon: Webhook, colour: "text-orange-400" },
};

/** The provider's icon; `label` makes it an image with that accessible name, else it is decorative. */
export function ProviderIcon({ provider, className, label }: { provider: string; className?: string; label?: string }) {
  const p = getProvider(provider);
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  const cls = cn("size-5 shrink-0", className);
  if (p.key === "twitter")
    return (
      <span {...a11y} className="inline-flex">
        <XMark className={cn(cls, "text-zinc-100")} />
      </span>
    );
  if (p.key === "discord")
    return (
      <span {...a11y} className="inline-flex">
        <DiscordMark className={cn(cls, "text-indigo-400")} />
      </span>
    );
  const entry = LUCIDE[p.icon] ?? { icon: p.key === "custom" ? Link2 : CheckCircle2, colour: "text-zinc-300" };
  const Icon = entry.icon ?? MessageCircle;
  return (
    <span {...a11y} className="inline-flex">
      <Icon className={cn(cls, entry.colour)} />
    </span>
  );
}
