import type { OrgRole } from "@questhq/core";
import { Shield, User } from "lucide-react";
import { Badge } from "@/components/ui/badge";

export function RoleBadge({ role }: { role: OrgRole }) {
  return role === "admin" ? (
    <Badge tone="brand">
      <Shield className="size-3" aria-hidden />
      Admin
    </Badge>
  ) : (
    <Badge>
      <User className="size-3" aria-hidden />
      Member
    </Badge>
  );
}
