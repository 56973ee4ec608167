import { z } from "zod";
import { httpUrl } from "../http-url";

export const updateProfileSchema = z.object({
  name: z.string().trim().max(64, "Name must be at most 64 characters.").optional(),
  image: httpUrl("Image must be a valid URL.").nullable().optional(),
  bio: z.string().trim().max(500, "Bio must be at most 500 characters.").nullable().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const referralSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Referral code is required.")
    .max(32, "Referral code is too long.")
    .regex(/^[A-Za-z0-9_-]*$/, "Referral code can only contain letters, digits, - and _."),
});

export const walletNonceSchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, "Invalid EVM address"),
  chainId: z.number().int().positive(),
});

export const walletVerifySchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, "Invalid signature"),
});
