// Staff settings rules: one active AI configuration, at most five social accounts, one contact form.
import {
  MAX_SOCIAL_ACCOUNTS,
  ZAiConfigInput,
  type TAiConfig,
  type TAiConfigInput,
  type TAiConfigPatch,
  type TContactSettings,
  type TContactSettingsInput,
  type TSocialMediaInput,
} from '@trajectory/contracts/admin-settings';
import type { TSocialMediaAccount } from '@trajectory/contracts/site';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { pageOffset } from '../admin-common/filters';
import {
  countSocialAccounts,
  deactivateOtherAiConfigs,
  deleteSocialAccount,
  findAllSocialAccounts,
  findContactMessages,
  findCurrentAiConfig,
  findFirstContactSettings,
  findOutboxMail,
  insertAiConfig,
  insertContactSettings,
  insertSocialAccount,
  lockSocialSet,
  updateAiConfig,
  updateContactSettings,
  updateSocialAccount,
  type AiConfigRow,
  type ContactSettingsRow,
  type SocialRow,
} from './repo';

const toAiConfigDto = ({ createdAt: _c, updatedAt, ...row }: AiConfigRow): TAiConfig => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});
const toSocialDto = ({ createdAt: _c, updatedAt: _u, ...row }: SocialRow): TSocialMediaAccount => row;
const toContactDto = ({ createdAt: _c, updatedAt, ...row }: ContactSettingsRow): TContactSettings => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});

/** The active configuration; the defaults are stored first when there is none. */
export async function getAiConfig(db: DbOrTx) {
  const row = (await findCurrentAiConfig(db)) ?? (await insertAiConfig(db, ZAiConfigInput.parse({})));
  return toAiConfigDto(row);
}

export async function createAiConfig(db: Database, input: TAiConfigInput) {
  return db.transaction(async (tx) => {
    const row = await insertAiConfig(tx, input);
    if (row.isActive) await deactivateOtherAiConfigs(tx, { id: row.id });
    return toAiConfigDto(row);
  });
}

export async function editAiConfig(db: Database, { id, patch }: { id: number; patch: TAiConfigPatch }) {
  return db.transaction(async (tx) => {
    const row = await updateAiConfig(tx, { id, values: patch });
    if (!row) throw new AppError('NOT_FOUND', 'AI configuration not found');
    if (row.isActive) await deactivateOtherAiConfigs(tx, { id });
    return toAiConfigDto(row);
  });
}

export async function listSocialAccounts(db: DbOrTx) {
  return (await findAllSocialAccounts(db)).map(toSocialDto);
}

/** The cap is counted under a transaction lock, so parallel creations cannot pass it. */
export async function createSocialAccount(db: Database, input: TSocialMediaInput) {
  return db.transaction(async (tx) => {
    await lockSocialSet(tx);
    if ((await countSocialAccounts(tx)) >= MAX_SOCIAL_ACCOUNTS) {
      throw new AppError(
        'CONFLICT',
        `At most ${MAX_SOCIAL_ACCOUNTS} social media accounts are allowed; delete one before adding another`,
      );
    }
    return toSocialDto(await insertSocialAccount(tx, input));
  });
}

export async function editSocialAccount(db: DbOrTx, { id, input }: { id: number; input: TSocialMediaInput }) {
  const row = await updateSocialAccount(db, { id, values: input });
  if (!row) throw new AppError('NOT_FOUND', 'Social media account not found');
  return toSocialDto(row);
}

export async function removeSocialAccount(db: DbOrTx, { id }: { id: number }) {
  if (!(await deleteSocialAccount(db, { id })))
    throw new AppError('NOT_FOUND', 'Social media account not found');
}

export async function getContactSettings(db: DbOrTx, { supportEmail }: { supportEmail: string }) {
  const row =
    (await findFirstContactSettings(db)) ?? (await insertContactSettings(db, { contactEmail: supportEmail }));
  return toContactDto(row);
}

/** The site has one contact form: POST creates it, or updates it when it exists (201 vs 200). */
export async function saveContactSettings(db: DbOrTx, input: TContactSettingsInput) {
  const existing = await findFirstContactSettings(db);
  if (existing) {
    const row = await updateContactSettings(db, { id: existing.id, values: input });
    return { settings: toContactDto(row!), isNew: false };
  }
  return { settings: toContactDto(await insertContactSettings(db, input)), isNew: true };
}

export async function editContactSettings(
  db: DbOrTx,
  { id, input }: { id: number; input: TContactSettingsInput },
) {
  const row = await updateContactSettings(db, { id, values: input });
  if (!row) throw new AppError('NOT_FOUND', 'Contact settings not found');
  return toContactDto(row);
}

export async function listContactMessages(db: DbOrTx, query: { page: number; pageSize: number }) {
  const { rows, total } = await findContactMessages(db, { limit: query.pageSize, offset: pageOffset(query) });
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    ...query,
  };
}

export async function listOutboxMail(db: DbOrTx, query: { page: number; pageSize: number }) {
  const { rows, total } = await findOutboxMail(db, { limit: query.pageSize, offset: pageOffset(query) });
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
    total,
    ...query,
  };
}
