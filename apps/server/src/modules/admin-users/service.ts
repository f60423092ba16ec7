// Staff user rules: verified password changes, unique usernames, and never fewer than two admins.
import {
  MIN_ADMIN_USERS,
  MIN_ADMIN_USERS_MESSAGE,
  type TChangePasswordRequest,
  type TCreateAdminUserRequest,
} from '@trajectory/contracts/admin-users';
import type { Database } from '../../db/client';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { toAdminUserDto } from '../admin-auth/service';
import {
  countAdmins,
  deleteAdmin,
  findAdminById,
  findAllAdmins,
  insertAdmin,
  lockAdminSet,
  updateAdminPassword,
} from './repo';

export async function changePassword(
  db: DbOrTx,
  { userId, input }: { userId: number; input: TChangePasswordRequest },
) {
  const user = await findAdminById(db, { id: userId });
  if (!user) throw new AppError('UNAUTHORIZED', 'Authentication required');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    // 400, not 401: the session is fine, the typed password is not.
    throw new AppError('INVALID_INPUT', 'Current password is incorrect', { field: 'currentPassword' });
  }
  if (input.currentPassword === input.newPassword) {
    throw new AppError('INVALID_INPUT', 'The new password must differ from the current one', {
      field: 'newPassword',
    });
  }
  await updateAdminPassword(db, { id: userId, passwordHash: await hashPassword(input.newPassword) });
}

export async function listAdmins(db: DbOrTx) {
  return (await findAllAdmins(db)).map(toAdminUserDto);
}

export async function createAdmin(db: DbOrTx, input: TCreateAdminUserRequest) {
  const row = await insertAdmin(db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
  });
  if (!row) {
    throw new AppError('CONFLICT', `An admin user named "${input.username}" already exists`, {
      field: 'username',
    });
  }
  return toAdminUserDto(row);
}

/**
 * Deletes an admin (yourself included, whose sessions go with the row) unless that would leave fewer
 * than two. The count is taken under a transaction lock, so parallel deletions are judged one by one.
 */
export async function removeAdmin(db: Database, { id }: { id: number }) {
  await db.transaction(async (tx) => {
    await lockAdminSet(tx);
    if (!(await findAdminById(tx, { id }))) throw new AppError('NOT_FOUND', 'Admin user not found');
    if ((await countAdmins(tx)) <= MIN_ADMIN_USERS) throw new AppError('CONFLICT', MIN_ADMIN_USERS_MESSAGE);
    await deleteAdmin(tx, { id });
  });
}
