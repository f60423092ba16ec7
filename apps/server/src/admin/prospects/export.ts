// The staff prospects list as a workbook (its filters).
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import type { TAdminProspectsFilter } from '@trajectory/contracts/admin-prospects';
import type { DbOrTx } from '../../infra/db/client';
import { asDate, tableWorkbook, toBuffer, today } from '../common/workbook';
import { findProspectsForExport } from './service';

export async function exportProspects(db: DbOrTx, filter: TAdminProspectsFilter) {
  const prospects = await findProspectsForExport(db, filter);
  const workbook = tableWorkbook(
    'Prospects',
    [
      { header: 'Name', width: 22 },
      { header: 'Email', width: 30 },
      { header: 'Phone', width: 18 },
      { header: 'Business Name', width: 26 },
      { header: 'Plan', width: 24 },
      { header: 'Requests' },
      { header: 'Max Submissions' },
      { header: 'Remaining' },
      { header: 'Status' },
      { header: 'Reports' },
      { header: 'Contact Status' },
      { header: 'Comments', width: 40 },
      { header: 'Last Contacted', width: 20 },
      { header: 'Created', width: 20 },
    ],
    prospects.map((p) => [
      p.name,
      p.email,
      p.phone,
      p.businessName,
      p.selectedPlan,
      p.requests,
      p.maxSubmissions,
      p.remaining,
      p.status,
      p.reportCount,
      p.contactStatus,
      p.comments,
      asDate(p.lastContactedAt),
      asDate(p.createdAt),
    ]),
  );
  return { filename: DOWNLOAD_NAMES.prospectsWorkbook(today()), workbook: await toBuffer(workbook) };
}
