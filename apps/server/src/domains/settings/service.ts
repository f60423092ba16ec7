// Public site settings as the landing page needs them.
import type { TPublicContactSettings, TSocialMediaAccount } from '@trajectory/contracts/site';
import type { DbOrTx } from '../../infra/db/client';
import { findActiveSocialAccounts, findContactSettings } from './repo';

// What other modules read of this one's rows: they reach it through this service (issue #13).
export { findContactSettings } from './repo';

export async function listActiveSocialAccounts(db: DbOrTx): Promise<TSocialMediaAccount[]> {
  const rows = await findActiveSocialAccounts(db);
  return rows.map(({ createdAt: _c, updatedAt: _u, ...row }) => row);
}

export const DEFAULT_CONTACT_SETTINGS = {
  contactFormTitle: 'Contact Us',
  contactFormDescription: 'Get in touch with us',
};

export async function getPublicContactSettings(
  db: DbOrTx,
  { supportEmail }: { supportEmail: string },
): Promise<TPublicContactSettings> {
  const row = await findContactSettings(db);
  return {
    contactFormTitle: row?.contactFormTitle ?? DEFAULT_CONTACT_SETTINGS.contactFormTitle,
    contactFormDescription: row?.contactFormDescription ?? DEFAULT_CONTACT_SETTINGS.contactFormDescription,
    contactEmail: row?.contactEmail ?? supportEmail,
  };
}
