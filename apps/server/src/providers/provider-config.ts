import { z } from "zod";

// What one provider with linked accounts needs of the environment, and where its adapters talk to. Each provider
// describes this in its own folder (providers/<provider>/<provider>-config.ts); providers/registry.ts lists them,
// env.ts checks their variables with the rest, and config.ts fills in what is not set.

export const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
/** An optional setting: unset and "" both mean "not set". */
export const optionalText = () => z.preprocess(emptyToUndefined, z.string().optional());
export const optionalUrl = () => z.preprocess(emptyToUndefined, z.url().optional());

/** Sandbox credentials the fakes accept; never valid anywhere else. */
export const SANDBOX_CREDENTIALS = { clientId: "sandbox-client", clientSecret: "sandbox-secret" };

export type ProviderConfig<Shape extends z.ZodRawShape, UrlVar extends keyof Shape, Urls> = {
  /** The provider's variables, checked at boot with the rest of env. */
  env: Shape;
  /** The variable naming the provider's own API: when it is set, the sandbox leaves the provider alone. */
  apiUrlVar: NoInfer<UrlVar> & string;
  /** Each URL variable when it is not set: where the fakes serve it (under /sandbox), or the real provider. */
  urlDefaults: Record<UrlVar, readonly [fakePath: string, real: string]>;
  /** Values only the sandbox fills in (the credentials the fakes accept). */
  sandboxValues: Partial<Record<keyof Shape, string>>;
  /** The adapters' settings, from the variables with the defaults above filled in. */
  urls(env: z.infer<z.ZodObject<Shape>> & Record<UrlVar, string>): Urls;
};

/** Any provider's config, as the registry holds them. */
export type AnyProviderConfig = {
  env: z.ZodRawShape;
  apiUrlVar: string;
  urlDefaults: Record<string, readonly [string, string]>;
  sandboxValues: Record<string, string | undefined>;
  urls(env: never): unknown;
};

export const providerConfig = <Shape extends z.ZodRawShape, UrlVar extends keyof Shape, Urls>(
  c: ProviderConfig<Shape, UrlVar, Urls>,
) => c;
