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
import type { Database, DbOrTx } from '../../infra/db/client';
import { AppError } from '../../lib/errors';
import { auditDiff, describeChange, recordAudit, type AuditActor } from '../../domains/audit/service';
import { pageOffset } from '../common/filters';
import {
  countSocialAccounts,
  deactivateOtherAiConfigs,
  deleteSocialAccount,
  findAllSocialAccounts,
  findContactMessages,
  findAiConfigById,
  findContactSettingsById,
  findCurrentAiConfig,
  findSocialAccountById,
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
import { assertImageAllowed, type ImageUrlRule } from './image-urls';

const toAiConfigDto = ({ createdAt: _c, updatedAt, ...row }: AiConfigRow): Omit<TAiConfig, 'writer'> => ({
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

export async function createAiConfig(db: Database, input: TAiConfigInput, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const row = await insertAiConfig(tx, input);
    if (row.isActive) await deactivateOtherAiConfigs(tx, { id: row.id });
    const config = toAiConfigDto(row);
    await recordAudit(tx, {
      actor,
      action: 'ai_config.create',
      targetType: 'ai_config',
      targetId: row.id,
      summary: `Created AI configuration ${row.id} (${row.model})`,
      after: config,
    });
    return config;
  });
}

export async function editAiConfig(
  db: Database,
  { id, patch }: { id: number; patch: TAiConfigPatch },
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const existing = await findAiConfigById(tx, { id });
    if (!existing) throw new AppError('NOT_FOUND', 'AI configuration not found');
    const row = (await updateAiConfig(tx, { id, values: patch }))!;
    if (row.isActive) await deactivateOtherAiConfigs(tx, { id });
    const config = toAiConfigDto(row);
    const diff = auditDiff(toAiConfigDto(existing), config);
    await recordAudit(tx, {
      actor,
      action: 'ai_config.update',
      targetType: 'ai_config',
      targetId: id,
      summary: `Changed AI configuration ${id}${describeChange(diff)}`,
      ...diff,
    });
    return config;
  });
}

export async function listSocialAccounts(db: DbOrTx) {
  return (await findAllSocialAccounts(db)).map(toSocialDto);
}

const socialName = (s: { platform: string; account: string }) => `${s.platform} ${s.account}`;

/** The cap is counted under a transaction lock, so parallel creations cannot pass it. */
export async function createSocialAccount(
  db: Database,
  input: TSocialMediaInput,
  actor: AuditActor,
  imageRule: ImageUrlRule,
) {
  assertImageAllowed(imageRule, input.logo, 'logo');
  return db.transaction(async (tx) => {
    await lockSocialSet(tx);
    if ((await countSocialAccounts(tx)) >= MAX_SOCIAL_ACCOUNTS) {
      throw new AppError(
        'CONFLICT',
        `At most ${MAX_SOCIAL_ACCOUNTS} social media accounts are allowed; delete one before adding another`,
      );
    }
    const account = toSocialDto(await insertSocialAccount(tx, input));
    await recordAudit(tx, {
      actor,
      action: 'social_account.create',
      targetType: 'social_account',
      targetId: account.id,
      summary: `Added social account ${socialName(account)}`,
      after: account,
    });
    return account;
  });
}

export async function editSocialAccount(
  db: Database,
  { id, input }: { id: number; input: TSocialMediaInput },
  actor: AuditActor,
  imageRule: ImageUrlRule,
) {
  assertImageAllowed(imageRule, input.logo, 'logo');
  return db.transaction(async (tx) => {
    const existing = await findSocialAccountById(tx, { id });
    if (!existing) throw new AppError('NOT_FOUND', 'Social media account not found');
    const account = toSocialDto((await updateSocialAccount(tx, { id, values: input }))!);
    const diff = auditDiff(toSocialDto(existing), account);
    await recordAudit(tx, {
      actor,
      action: 'social_account.update',
      targetType: 'social_account',
      targetId: id,
      summary: `Changed social account ${socialName(account)}${describeChange(diff)}`,
      ...diff,
    });
    return account;
  });
}

export async function removeSocialAccount(db: Database, { id }: { id: number }, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const row = await deleteSocialAccount(tx, { id });
    if (!row) throw new AppError('NOT_FOUND', 'Social media account not found');
    await recordAudit(tx, {
      actor,
      action: 'social_account.delete',
      targetType: 'social_account',
      targetId: id,
      summary: `Deleted social account ${socialName(row)}`,
      before: toSocialDto(row),
    });
  });
}

export async function getContactSettings(db: DbOrTx, { supportEmail }: { supportEmail: string }) {
  const row =
    (await findFirstContactSettings(db)) ?? (await insertContactSettings(db, { contactEmail: supportEmail }));
  return toContactDto(row);
}

async function auditContactChange(
  tx: DbOrTx,
  actor: AuditActor,
  existing: ContactSettingsRow,
  row: ContactSettingsRow,
) {
  const diff = auditDiff(toContactDto(existing), toContactDto(row));
  await recordAudit(tx, {
    actor,
    action: 'contact_settings.update',
    targetType: 'contact_settings',
    targetId: row.id,
    summary: `Changed the contact settings${describeChange(diff)}`,
    ...diff,
  });
}

/** The site has one contact form: POST creates it, or updates it when it exists (201 vs 200). */
export async function saveContactSettings(db: Database, input: TContactSettingsInput, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const existing = await findFirstContactSettings(tx);
    if (existing) {
      const row = (await updateContactSettings(tx, { id: existing.id, values: input }))!;
      await auditContactChange(tx, actor, existing, row);
      return { settings: toContactDto(row), isNew: false };
    }
    const settings = toContactDto(await insertContactSettings(tx, input));
    await recordAudit(tx, {
      actor,
      action: 'contact_settings.create',
      targetType: 'contact_settings',
      targetId: settings.id,
      summary: 'Created the contact settings',
      after: settings,
    });
    return { settings, isNew: true };
  });
}

export async function editContactSettings(
  db: Database,
  { id, input }: { id: number; input: TContactSettingsInput },
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const existing = await findContactSettingsById(tx, { id });
    if (!existing) throw new AppError('NOT_FOUND', 'Contact settings not found');
    const row = (await updateContactSettings(tx, { id, values: input }))!;
    await auditContactChange(tx, actor, existing, row);
    return toContactDto(row);
  });
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
