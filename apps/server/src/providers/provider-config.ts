import { z } from "zod";

// What one provider with linked accounts needs of the environment, and where its adapters talk to. Each provider
// describes this in its own folder (providers/<provider>/<provider>-config.ts); providers/registry.ts lists them,
// env.ts checks their variables with the rest, and config.ts fills in what is not set.

export const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
/** An optional setting: unset and "" both mean "not set". */
export const optionalText = () => z.preprocess(emptyToUndefined, z.string().optional());
export const optionalUrl = () => z.preprocess(emptyToUndefined, z.url().optional());

/** An OAuth app's id and secret variables (`<PREFIX>_CLIENT_ID`, `…_SECRET`), with the credentials the fakes accept. */
export function oauthClient<Prefix extends string>(prefix: Prefix) {
  return {
    [`${prefix}_CLIENT_ID`]: "sandbox-client",
    [`${prefix}_CLIENT_SECRET`]: "sandbox-secret",
  } as Record<`${Prefix}_CLIENT_ID` | `${Prefix}_CLIENT_SECRET`, string>;
}

type Described<Settings> = {
  /** The provider's variables, checked at boot with the rest of env. */
  env: z.ZodRawShape;
  /** The variable naming the provider's own API: when it is set, the sandbox leaves the provider alone. */
  apiUrlVar: string;
  /** Each URL variable when it is not set: where the fakes serve it (under /sandbox), or the real provider. */
  urlDefaults: Record<string, readonly [fakePath: string, real: string]>;
  /** The other variables, with the value only the sandbox fills in (the credentials the fakes accept). */
  sandboxValues: Record<string, string>;
  /** The adapters' settings, from the variables with the defaults filled in. */
  settings(env: Record<string, string | undefined>): Settings;
};

/**
 * A provider's config from its URL variables (each with the fakes' path and the real URL), its other variables
 * (each with the value the sandbox uses) and how the adapters read them.
 */
export function providerConfig<UrlVar extends string, OtherVar extends string, Settings>(c: {
  urls: Record<UrlVar, readonly [fakePath: string, real: string]>;
  apiUrlVar: NoInfer<UrlVar>;
  sandboxValues: Record<OtherVar, string>;
  settings(env: Record<UrlVar, string> & Record<OtherVar, string | undefined>): Settings;
}) {
  const env: Record<string, z.ZodType> = {};
  for (const name of Object.keys(c.urls)) env[name] = optionalUrl();
  for (const name of Object.keys(c.sandboxValues)) env[name] = optionalText();
  return {
    env: env as Record<UrlVar | OtherVar, ReturnType<typeof optionalText>>,
    apiUrlVar: c.apiUrlVar,
    urlDefaults: c.urls,
    sandboxValues: c.sandboxValues,
    settings: c.settings as (env: Record<string, string | undefined>) => Settings,
  } satisfies Described<Settings>;
}

/** Any provider's config, as the registry holds them. */
export type AnyProviderConfig = Described<unknown>;
