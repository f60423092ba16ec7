// Staff user management: change password, list, create, delete (two admins always remain).
import { z } from 'zod';
import { ZAdminUser } from './admin-auth';

/**
 * The one rule for a new staff password (create user, change password). Passwords set before the rule
 * keep signing in until they are changed; `ADMIN_PASSWORD` shorter than this only warns at start-up.
 */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long`;

const ZNewPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(STAFF_PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(200, 'Password must be at most 200 characters');

export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200, 'Current password must be at most 200 characters'),
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZCreateAdminUserRequest = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100, 'Username must be at most 100 characters')
    .regex(/^[^\s]+$/, 'Username cannot contain spaces'),
  password: ZNewPassword,
});
export type TCreateAdminUserRequest = z.infer<typeof ZCreateAdminUserRequest>;

export const ZAdminUserList = z.array(ZAdminUser);

export const MIN_ADMIN_USERS = 2;
export const MIN_ADMIN_USERS_MESSAGE = 'Must maintain at least 2 admin users for security.';
