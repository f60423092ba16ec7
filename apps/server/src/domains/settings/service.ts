// Public site settings as the landing page needs them.
import {
  CONTACT_PAGE_DEFAULTS,
  type TPublicContactSettings,
  type TSocialMediaAccount,
} from '@trajectory/contracts/site';
import type { DbOrTx } from '../../infra/db/client';
import { findActiveSocialAccounts, findContactSettings } from './repo';

// What other modules read of this one's rows: they reach it through this service (issue #13).
export { findContactSettings } from './repo';

export async function listActiveSocialAccounts(db: DbOrTx): Promise<TSocialMediaAccount[]> {
  const rows = await findActiveSocialAccounts(db);
  return rows.map(({ createdAt: _c, updatedAt: _u, ...row }) => row);
}

export async function getPublicContactSettings(
  db: DbOrTx,
  { supportEmail }: { supportEmail: string },
): Promise<TPublicContactSettings> {
  const row = await findContactSettings(db);
  return {
    // A blank title or description shows the page's own (CONTACT_PAGE_DEFAULTS), as the staff form says.
    contactFormTitle: row?.contactFormTitle || CONTACT_PAGE_DEFAULTS.contactFormTitle,
    contactFormDescription: row?.contactFormDescription || CONTACT_PAGE_DEFAULTS.contactFormDescription,
    contactEmail: row?.contactEmail ?? supportEmail,
  };
}
