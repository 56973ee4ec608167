import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("rounded-card border border-line bg-surface p-5 sm:p-6", className)} {...props} />;
}

/** A whole card that is one link (a mission, an organization): the card's chrome, lifted on hover. */
export function cardLinkClass(layout: string) {
  return cn(
    "group flex h-full flex-col rounded-card border border-line bg-surface transition-colors",
    "hover:border-brand/50 hover:bg-surface-2",
    layout,
  );
}

/** A card's heading with its icon; `id` is what the card's aria-labelledby names. */
export function CardHeading({
  id,
  icon: Icon,
  iconClassName,
  children,
}: {
  id: string;
  icon: LucideIcon;
  /** The icon's colour. */
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      <Icon className={`size-5 ${iconClassName}`} aria-hidden />
      <h2 id={id} className="text-lg font-semibold">
        {children}
      </h2>
    </div>
  );
}
