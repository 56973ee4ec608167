// A Buy link knows how much $HQ is needed, but LI.FI's routes start from the amount paid. The page asks LI.FI for
// both tokens' USD prices and prefills what should buy at least that much: the integrator fee added back, and 1 %
// spare for the price moving and the route's slippage. The widget then quotes exactly what it receives.

export const PREFILL_SPARE = 0.01;

type Priced = { priceUSD: string; decimals: number };

/** The amount of `from` to pay for `toAmount` of `to` (decimal strings in whole tokens), or null without prices. */
export function fromAmountFor(toAmount: string, to: Priced, from: Priced, fee: number): string | null {
  const wanted = Number(toAmount) * Number(to.priceUSD);
  const price = Number(from.priceUSD);
  if (!(wanted > 0) || !(price > 0) || !(fee >= 0 && fee < 1)) return null;
  const amount = ((wanted / price) * (1 + PREFILL_SPARE)) / (1 - fee);
  // Six significant digits, rounded up, never more decimals than the token has.
  const places = Math.min(from.decimals, Math.max(0, 5 - Math.floor(Math.log10(amount))));
  const factor = 10 ** places;
  return (Math.ceil(amount * factor) / factor).toFixed(places).replace(/\.?0+$/, "");
}
