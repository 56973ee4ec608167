import type { ComponentProps } from "react";
import type { ChainRecord } from "@questhq/core";
import { SelectField } from "@/components/ui/select-field";
import { ChainIcon } from "@/features/mission-shared";

type Props = ComponentProps<typeof SelectField> & { chainId: number };

/** The wizard's chain picker: a native select with the chosen chain's icon beside it. */
export function ChainSelectField({ chainId, error, hint, ...props }: Props) {
  const hasChain = Number.isInteger(chainId) && chainId !== 0;
  return (
    <div className="flex items-end gap-3">
      <div className="min-w-0 flex-1">
        <SelectField error={error} hint={hint} {...props} />
      </div>
      {hasChain ? (
        // Sit level with the select, above the hint or error line when there is one.
        <span className={error || hint ? "mb-7" : "mb-2.5"}>
          <ChainIcon chainId={chainId} className="size-7 text-[10px]" />
        </span>
      ) : null}
    </div>
  );
}

/** One option per chain, testnets marked, for the chain pickers of the wizard. */
export function ChainOptions({ chains }: { chains: readonly ChainRecord[] }) {
  return chains.map((chain) => (
    <option key={chain.id} value={chain.id}>
      {chain.name}
      {chain.isTestnet ? " (testnet)" : ""}
    </option>
  ));
}
