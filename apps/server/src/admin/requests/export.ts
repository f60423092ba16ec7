// The staff requests list as a workbook (its filters), and one questionnaire's answers.
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import type { TAdminRequestsFilter } from '@trajectory/contracts/admin-requests';
import type { DbOrTx } from '../../infra/db/client';
import { asDate, tableWorkbook, toBuffer, today } from '../common/workbook';
import { questionnaireRows } from './questionnaire-sheet';
import { findRequestsForExport, getRequest } from './service';

export async function exportRequests(db: DbOrTx, filter: TAdminRequestsFilter) {
  const requests = await findRequestsForExport(db, filter);
  const workbook = tableWorkbook(
    'Requests',
    [
      { header: 'Request ID', width: 16 },
      { header: 'Business Name', width: 30 },
      { header: 'Description', width: 40 },
      { header: 'Contact Name', width: 22 },
      { header: 'Email', width: 30 },
      { header: 'Phone', width: 18 },
      { header: 'Plan', width: 22 },
      { header: 'Statement' },
      { header: 'Completed' },
      { header: 'Reports' },
      { header: 'Assessment' },
      { header: 'Date Created', width: 20 },
      { header: 'Questionnaire Id', width: 38 },
    ],
    requests.map((r) => [
      r.requestId,
      r.businessName,
      typeof r.businessInfo.description === 'string' ? r.businessInfo.description : '',
      r.contact.name,
      r.contact.email,
      r.contact.phone,
      r.planName,
      r.statementType,
      r.isCompleted ? 'Yes' : 'No',
      r.reportCount,
      r.assessmentStatus ?? 'none',
      asDate(r.createdAt),
      r.id,
    ]),
  );
  return { filename: DOWNLOAD_NAMES.requestsWorkbook(today()), workbook: await toBuffer(workbook) };
}

export async function exportQuestionnaire(db: DbOrTx, { id }: { id: string }) {
  const request = await getRequest(db, { id });
  const header: Array<[string, string, string | number | Date]> = [
    ['Request', 'Request ID', request.requestId],
    ['Request', 'Business Name', request.businessName],
    ['Request', 'Contact Name', request.contact.name],
    ['Request', 'Email', request.contact.email],
    ['Request', 'Phone', request.contact.phone],
    ['Request', 'Plan', request.planName],
    ['Request', 'Statement', request.statementType],
    ['Request', 'Date Created', new Date(request.createdAt)],
  ];
  const workbook = tableWorkbook(
    'Questionnaire',
    [
      { header: 'Section', width: 24 },
      { header: 'Question', width: 40 },
      { header: 'Answer', width: 50 },
    ],
    [...header, ...questionnaireRows(request.sections)],
  );
  return {
    filename: DOWNLOAD_NAMES.questionnaireWorkbook(request.requestId),
    workbook: await toBuffer(workbook),
  };
}
