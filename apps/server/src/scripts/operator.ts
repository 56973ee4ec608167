// `npm run operator -- grant <email> | revoke <email> | list`: platform operators (they create and settle Sagas).
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { platformOperator, user } from "../db/schema/index";
import { loadEnv } from "../env";

const [command, email] = process.argv.slice(2);
const usage = "Usage: npm run operator -- grant <email> | revoke <email> | list";
if (!command || (command !== "list" && !email)) {
  console.error(usage);
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const db = database.db;
try {
  if (command === "list") {
    const rows = await db
      .select({ email: user.email, grantedBy: platformOperator.grantedBy, at: platformOperator.grantedAt })
      .from(platformOperator)
      .innerJoin(user, eq(user.id, platformOperator.userId));
    for (const r of rows) console.log(`${r.email}\tgranted by ${r.grantedBy} on ${r.at.toISOString()}`);
    if (env.OPERATOR_EMAILS.length) console.log(`From OPERATOR_EMAILS: ${env.OPERATOR_EMAILS.join(", ")}`);
    if (!rows.length && !env.OPERATOR_EMAILS.length) console.log("No operators yet.");
  } else {
    const [found] = await db
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email!.toLowerCase()}`);
    if (!found) {
      console.error(`No account signs in with ${email}. The person must sign in once first.`);
      process.exitCode = 1;
    } else if (command === "grant") {
      await db.insert(platformOperator).values({ userId: found.id, grantedBy: "cli" }).onConflictDoNothing();
      console.log(`${email} is a platform operator.`);
    } else if (command === "revoke") {
      await db.delete(platformOperator).where(eq(platformOperator.userId, found.id));
      console.log(
        `${email} is no longer a platform operator` +
          `${env.OPERATOR_EMAILS.includes(email!.toLowerCase()) ? " (but OPERATOR_EMAILS still names it)" : ""}.`,
      );
    } else {
      console.error(usage);
      process.exitCode = 2;
    }
  }
} finally {
  await database.close();
}
