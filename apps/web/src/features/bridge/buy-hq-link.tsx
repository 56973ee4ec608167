import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useConfig } from "@/features/config/index";
import { buyHqSearch } from "./buy-hq";

type Props = {
  /** $HQ the user is short of, when known. */
  need?: number;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
};

/** A link to /bridge that buys $HQ: the staking chain, the $HQ contract on it and the amount needed (buy-hq.ts). */
export function BuyHqLink({ need, className, onClick, children }: Props) {
  const config = useConfig();
  return (
    <Link to="/bridge" search={buyHqSearch(config.data?.staking, need)} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
