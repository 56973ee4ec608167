import type { Me } from "@questhq/core";
import { AtSign, Gamepad2, MessageCircle, PlayCircle, Send, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { SettingsSection } from "./settings-section";

const socials: { key: string; name: string; icon: LucideIcon }[] = [
  { key: "twitter", name: "Twitter/X", icon: AtSign },
  { key: "discord", name: "Discord", icon: MessageCircle },
  { key: "steam", name: "Steam", icon: Gamepad2 },
  { key: "telegram", name: "Telegram", icon: Send },
  { key: "youtube", name: "YouTube", icon: PlayCircle },
];

/** Linked social accounts; connecting them arrives with the social-linking issue. */
export function SocialAccountsSection({ me }: { me: Me }) {
  return (
    <SettingsSection
      id="social"
      title="Social accounts"
      description="Missions check objectives on these accounts, so link the ones you use."
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {socials.map(({ key, name, icon: Icon }) => {
          const linked = me.socialAccounts.find((a) => a.provider.toLowerCase() === key);
          return (
            <li key={key} className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 px-4 py-3">
              <span className="grid size-9 place-items-center rounded-lg bg-surface-3 text-ink">
                <Icon className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-ink">{name}</p>
                <p className="truncate text-xs text-muted">
                  {linked ? `Connected${linked.username ? ` as ${linked.username}` : ""}` : "Not connected — linking arrives soon"}
                </p>
              </div>
              {linked ? <Badge tone="success">Connected</Badge> : <Badge>Soon</Badge>}
            </li>
          );
        })}
      </ul>
    </SettingsSection>
  );
}
