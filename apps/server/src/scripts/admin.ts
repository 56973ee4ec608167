// `npm run admin -- init --email <address>`: names the first platform operator of a server, before they have signed in,
// and mails them how to start. Also `grant <address>`, `revoke <address>` and `list` (`npm run operator` is the same
// tool). It needs only the database settings (and SMTP_URL, MAIL_FROM, PUBLIC_URL to send mail), none of the
// server's production secrets; every failure is one line on stderr: exit 1, or 2 for a wrong command line.
import pino from "pino";
import { z } from "zod";
import { openDatabase, type Database } from "../db/client";
import { EnvError } from "../env";
import { loadDatabaseEnv, type DatabaseEnv } from "../env-tools";
import { grantOperator, listOperatorGrants, operatorWelcomeMail, revokeOperator } from "../features/operators/index";
import { createMailer } from "../lib/mailer";

const USAGE =
  "Usage: npm run admin -- init --email <address> | grant <address> | revoke <address> | list " +
  "(init also mails them how to sign in)";

class Failure extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

type Command = { name: "init" | "grant" | "revoke"; email: string } | { name: "list" };

function parseArgs(args: string[]): Command {
  const [name, ...rest] = args;
  if (name === "list" && rest.length === 0) return { name };
  if (name !== "init" && name !== "grant" && name !== "revoke") throw new Failure(USAGE, 2);
  // `--email <address>`, `--email=<address>` or the address alone.
  const flag = rest[0]?.startsWith("--email=") ? [rest[0].slice("--email=".length)] : null;
  const values = flag ?? (rest[0] === "--email" ? rest.slice(1) : rest);
  if (values.length !== 1) throw new Failure(USAGE, 2);
  const email = values[0]!.trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new Failure(`Not an email address: ${values[0]}. ${USAGE}`, 2);
  return { name, email };
}

/** The database, or one line naming the setting that points at it (never the password in DATABASE_URL). */
async function open(env: DatabaseEnv): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    const where = env.DATABASE_URL ? `DATABASE_URL (${hostOf(env.DATABASE_URL)})` : `DATA_DIR (${env.DATA_DIR})`;
    throw new Failure(`Could not open the database at ${where}: ${oneLine(error)}`);
  }
}

const hostOf = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}`;
};
const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).split("\n")[0]!.trim();

async function init(database: Database, env: DatabaseEnv, email: string, withMail: boolean): Promise<void> {
  const { alreadyGranted, signedIn } = await grantOperator(database.db, email, "cli");
  const signIn = `${env.PUBLIC_URL}/sign-in`;
  if (alreadyGranted && signedIn) {
    console.log(`${email} is already a platform operator; nothing to do.`);
    return;
  }
  const state = signedIn
    ? `${email} is now a platform operator`
    : `${alreadyGranted ? "Already recorded" : "Recorded"}: ${email} becomes a platform operator on signing in ` +
      `at ${signIn} with this address`;
  if (!withMail) {
    console.log(`${state}.`);
    return;
  }
  const mail = operatorWelcomeMail(email, env.PUBLIC_URL);
  // In development without SMTP the mail is kept for /dev/mailbox, as the server does; in production it goes out by
  // SMTP or not at all.
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    db: database.db,
    log: pino({ level: "silent" }),
    keepInDevMailbox: !env.isProduction,
  });
  if (!env.SMTP_URL && !mailer.isDevMailbox) {
    console.log(`${state} (no mail sent: SMTP_URL is not set).`);
    return;
  }
  try {
    await mailer.send(mail);
  } catch (error) {
    // The mailer's own words: "mail to <address> not sent (SMTP <code>)", never the mail.
    throw new Failure(`${state}; ${oneLine(error)}.`);
  }
  console.log(`${state}; ${mailer.isDevMailbox ? "the mail is in the development mailbox" : "instructions mailed"}.`);
  // The instructions on screen only in development: in production they went by mail, to the person themselves.
  if (!env.isProduction) console.log(`\nSubject: ${mail.subject}\n\n${mail.text}`);
}

async function list(database: Database, env: DatabaseEnv): Promise<void> {
  const grants = await listOperatorGrants(database.db);
  for (const g of grants) {
    const state = g.signedIn ? "" : " (has not signed in yet)";
    console.log(`${g.email}\tgranted by ${g.grantedBy} on ${g.grantedAt.toISOString()}${state}`);
  }
  if (env.OPERATOR_EMAILS.length) console.log(`From OPERATOR_EMAILS: ${env.OPERATOR_EMAILS.join(", ")}`);
  if (!grants.length && !env.OPERATOR_EMAILS.length) console.log("No operators yet.");
}

async function main(args: string[]): Promise<void> {
  const command = parseArgs(args);
  let env: DatabaseEnv;
  try {
    env = loadDatabaseEnv();
  } catch (error) {
    // One line, where the server prints one per setting.
    const issues = error instanceof EnvError ? error.issues.map((i) => `${i.setting}: ${i.why}`).join("; ") : null;
    throw new Failure(issues ? `Invalid environment configuration: ${issues}` : oneLine(error));
  }
  const database = await open(env);
  try {
    if (command.name === "list") await list(database, env);
    else if (command.name === "revoke") {
      const removed = await revokeOperator(database.db, command.email);
      const still = env.OPERATOR_EMAILS.includes(command.email) ? " (but OPERATOR_EMAILS still names it)" : "";
      console.log(
        removed
          ? `${command.email} is no longer a platform operator${still}.`
          : `${command.email} had no grant${still}.`,
      );
    } else await init(database, env, command.email, command.name === "init");
  } finally {
    await database.close();
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  // One line, never a stack trace: this is what a self-hoster reads.
  console.error(error instanceof Failure ? error.message : `admin: ${oneLine(error)}`);
  process.exitCode = error instanceof Failure ? error.exitCode : 1;
}
