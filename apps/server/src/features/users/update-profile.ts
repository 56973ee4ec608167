import { eq } from "drizzle-orm";
import type { UpdateProfileInput } from "@questhq/core";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/index";

export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput): Promise<void> {
  const patch: Partial<typeof user.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.image !== undefined) patch.image = input.image;
  if (input.bio !== undefined) patch.bio = input.bio;
  await db.update(user).set(patch).where(eq(user.id, userId));
}
