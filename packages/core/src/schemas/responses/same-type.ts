// Response schemas (zod) sit beside the plain TypeScript view types the web app imports (it must not bundle zod on
// its first pages). `sameType<z.output<typeof schema>, View>()` fails to compile when the two drift apart.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export function sameType<A, B>(..._proof: Equal<A, B> extends true ? [] : [never]): void {}
