// Staff user rules: verified password changes, unique usernames, and never fewer than two admins.
import {
  MIN_ADMIN_USERS,
  MIN_ADMIN_USERS_MESSAGE,
  type TChangePasswordRequest,
  type TCreateAdminUserRequest,
} from '@trajectory/contracts/admin-users';
import type { Database, DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { endSessionsOfUser, toAdminUserDto } from '../common/staff-sessions';
import { recordAudit, type AuditActor } from '../../domains/audit/service';
import {
  countAdmins,
  deleteAdmin,
  findAdminById,
  findAllAdmins,
  insertAdmin,
  lockAdminSet,
  updateAdminPassword,
} from './repo';

/**
 * Changes a staff user's password and ends that user's other sessions: every session but the one making
 * the change (when it is the user's own), so a stolen cookie stops working with the old password.
 */
export async function changePassword(
  db: Database,
  {
    userId,
    input,
    currentSessionId,
  }: { userId: number; input: TChangePasswordRequest; currentSessionId?: string },
  actor: AuditActor,
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
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updateAdminPassword(tx, { id: userId, passwordHash });
    const ended = await endSessionsOfUser(tx, { userId, exceptSessionId: currentSessionId });
    await recordAudit(tx, {
      actor,
      action: 'user.change_password',
      targetType: 'admin_user',
      targetId: userId,
      summary: `Changed the password of ${user.username}; ${ended} other session${ended === 1 ? '' : 's'} ended`,
      before: { password: user.passwordHash },
      after: { password: passwordHash, otherSessionsEnded: ended },
    });
  });
}

export async function listAdmins(db: DbOrTx) {
  return (await findAllAdmins(db)).map(toAdminUserDto);
}

export async function createAdmin(db: Database, input: TCreateAdminUserRequest, actor: AuditActor) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const row = await insertAdmin(tx, { username: input.username, passwordHash });
    if (!row) {
      throw new AppError('CONFLICT', `An admin user named "${input.username}" already exists`, {
        field: 'username',
      });
    }
    const user = toAdminUserDto(row);
    await recordAudit(tx, {
      actor,
      action: 'user.create',
      targetType: 'admin_user',
      targetId: row.id,
      summary: `Created staff user ${row.username}`,
      after: { ...user, password: passwordHash },
    });
    return user;
  });
}

/**
 * Deletes an admin (yourself included, whose sessions go with the row) unless that would leave fewer
 * than two. The count is taken under a transaction lock, so parallel deletions are judged one by one.
 */
export async function removeAdmin(db: Database, { id }: { id: number }, actor: AuditActor) {
  await db.transaction(async (tx) => {
    await lockAdminSet(tx);
    const existing = await findAdminById(tx, { id });
    if (!existing) throw new AppError('NOT_FOUND', 'Admin user not found');
    if ((await countAdmins(tx)) <= MIN_ADMIN_USERS) throw new AppError('CONFLICT', MIN_ADMIN_USERS_MESSAGE);
    // Written first: a user deleting themselves is still a user the row can refer to (the reference
    // becomes null with the delete; the row keeps the name).
    await recordAudit(tx, {
      actor,
      action: 'user.delete',
      targetType: 'admin_user',
      targetId: id,
      summary: `Deleted staff user ${existing.username}`,
      before: toAdminUserDto(existing),
    });
    await deleteAdmin(tx, { id });
  });
}
