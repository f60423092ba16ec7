// Staff sign-in: login, current session, logout.
import { z } from 'zod';

export const ZAdminLoginRequest = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100, 'Username must be at most 100 characters'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;

export const ZAdminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminLoginResponse = z.object({
  success: z.literal(true),
  user: ZAdminUser,
  /** True on the user's first sign-in ever: the screen says "Welcome", not "Welcome back". */
  firstSignIn: z.boolean(),
});
export const ZAdminMeResponse = z.object({ authenticated: z.literal(true), user: ZAdminUser });
