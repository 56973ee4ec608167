import type { z } from "zod";
import { envSchema } from "./env";
import { EnvError } from "./env-checks";

// The settings of the command-line tools that work on the database alone (scripts/admin.ts), apart from the
// server's: a first operator can be named on a fresh server before its production secrets exist.

const databaseEnvSchema = envSchema.pick({
  NODE_ENV: true,
  PORT: true,
  PUBLIC_URL: true,
  DATA_DIR: true,
  DATABASE_URL: true,
  SMTP_URL: true,
  MAIL_FROM: true,
  OPERATOR_EMAILS: true,
});
export type DatabaseEnv = z.infer<typeof databaseEnvSchema> & { PUBLIC_URL: string; isProduction: boolean };

/**
 * Only what a command-line tool working on the database needs (scripts/admin.ts): the database, mail and the public
 * address, with the same checks as at boot, but none of the production secrets the server needs to run, so the first
 * operator can be named on a fresh server. A wrong value throws one line naming the variable.
 */
export function loadDatabaseEnv(source: Record<string, string | undefined> = process.env): DatabaseEnv {
  const result = databaseEnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => ({ setting: i.path.join(".") || "(env)", why: i.message })));
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return { ...env, PUBLIC_URL: publicUrl, isProduction: env.NODE_ENV === "production" };
}
