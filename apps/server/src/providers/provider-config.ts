import { z } from "zod";

// What one provider with linked accounts needs of the environment, and where its adapters talk to. Each provider
// describes this in its own folder (providers/<provider>/<provider>-config.ts); providers/registry.ts lists them,
// env.ts checks their variables with the rest, and config.ts turns them into URLs.

export const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
/** An optional setting: unset and "" both mean "not set". */
export const optionalText = () => z.preprocess(emptyToUndefined, z.string().optional());
export const optionalUrl = () => z.preprocess(emptyToUndefined, z.url().optional());

/** How a setting that is not set is filled in: the real provider, or the built-in fakes in sandbox mode. */
export type Defaults = {
  isSandbox: boolean;
  /** The fakes' mount under /sandbox in sandbox mode, the real provider's URL otherwise. */
  box(path: string, real: string): string;
  /** A client id or secret: the sandbox's credentials in sandbox mode. */
  clientId(value: string | undefined): string | undefined;
  clientSecret(value: string | undefined): string | undefined;
  /** A value only the sandbox has a default for. */
  inSandbox<T>(value: T | undefined, sandboxValue: T): T | undefined;
};

export type ProviderConfig<Shape extends z.ZodRawShape, Urls> = {
  /** The provider's variables, checked at boot with the rest of env. */
  env: Shape;
  /** The variable naming the provider's own API: when it is set, the sandbox leaves the provider alone. */
  apiUrlVar: keyof Shape & string;
  urls(env: z.infer<z.ZodObject<Shape>>, defaults: Defaults): Urls;
};

/** Any provider's config, as the registry holds them. */
export type AnyProviderConfig = {
  env: z.ZodRawShape;
  apiUrlVar: string;
  urls(env: never, defaults: Defaults): unknown;
};

export const providerConfig = <Shape extends z.ZodRawShape, Urls>(c: ProviderConfig<Shape, Urls>) => c;
