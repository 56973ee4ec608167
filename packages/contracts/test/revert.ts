import { expect } from "vitest";
import { BaseError, ContractFunctionRevertedError, decodeErrorResult, type Abi, type Hex } from "viem";

/**
 * `expectRevert(promise, errorName, args?, errorAbi?)`: awaits a call expected to revert and
 * checks the decoded custom error (and its arguments when given). Calls are decoded by viem;
 * deployments are not, so their raw revert data is decoded with `errorAbi` (default: the
 * contract's ABI given here).
 */
export function revertChecker(defaultAbi: Abi) {
  return async function expectRevert(
    promise: Promise<unknown>,
    name: string,
    args?: readonly unknown[],
    errorAbi: Abi = defaultAbi,
  ) {
    const error = await promise.then(
      () => {
        throw new Error(`expected ${name}, but the call succeeded`);
      },
      (e: unknown) => e,
    );
    const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
    let decoded: { errorName: string; args?: readonly unknown[] | undefined } | undefined;
    if (reverted instanceof ContractFunctionRevertedError && reverted.data) decoded = reverted.data;
    const raw =
      error instanceof BaseError ? error.walk((e) => typeof (e as { data?: unknown }).data === "string") : null;
    if (!decoded && raw) decoded = decodeErrorResult({ abi: errorAbi, data: (raw as unknown as { data: Hex }).data });
    if (!decoded) throw error;
    expect(decoded.errorName).toBe(name);
    if (args) expect(decoded.args ?? []).toEqual(args);
  };
}
