import { ArrowLeftRight, Compass, Newspaper, type LucideIcon } from "lucide-react";

/** In-app main navigation, shared by the header and the mobile menu drawer. */
export const mainNavLinks = [
  { to: "/atlas", label: "Atlas", icon: Newspaper },
  { to: "/explore", label: "Explore", icon: Compass },
  { to: "/bridge", label: "Bridge & Swap", icon: ArrowLeftRight },
] as const satisfies readonly { to: string; label: string; icon: LucideIcon }[];
