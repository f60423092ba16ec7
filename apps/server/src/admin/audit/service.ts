// The Activity tab's reads: one page of the audit log, and the CSV export of a whole filter.
import { DOWNLOAD_NAMES, fileDay } from '@trajectory/contracts/downloads';
import {
  AUDIT_CSV_COLUMNS,
  auditActionLabel,
  type TAdminAuditEntry,
  type TAdminAuditFilter,
  type TAdminAuditQuery,
} from '@trajectory/contracts/admin-audit';
import type { DbOrTx } from '../../infra/db/client';
import { pageOffset } from '../common/filters';
import { formatDateTime, toCsv } from '../common/csv';
import {
  countAuditEntries,
  findAuditActors,
  findAuditEntries,
  findAuditRowsForCsv,
  type AuditRow,
} from './repo';

/** At most this many rows go into one CSV, so one download cannot exhaust the server. */
export const AUDIT_CSV_MAX_ROWS = 100_000;

function toEntryDto(r: AuditRow): TAdminAuditEntry {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    actorUserId: r.actorUserId,
    actorName: r.actorName,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    summary: r.summary,
    before: r.before ?? null,
    after: r.after ?? null,
  };
}

export async function listAuditEntries(db: DbOrTx, query: TAdminAuditQuery) {
  const [rows, total, actors] = await Promise.all([
    findAuditEntries(db, { ...query, limit: query.pageSize, offset: pageOffset(query) }),
    countAuditEntries(db, query),
    findAuditActors(db),
  ]);
  return { items: rows.map(toEntryDto), total, page: query.page, pageSize: query.pageSize, actors };
}

export async function exportAuditCsv(db: DbOrTx, filter: TAdminAuditFilter, now = new Date()) {
  const rows = await findAuditRowsForCsv(db, { ...filter, limit: AUDIT_CSV_MAX_ROWS });
  const csv = toCsv(
    AUDIT_CSV_COLUMNS,
    rows.map((r) => [
      formatDateTime(r.createdAt),
      r.actorName,
      auditActionLabel(r.action),
      r.targetType,
      r.targetId ?? '',
      r.summary,
      r.before ?? '',
      r.after ?? '',
    ]),
  );
  return { filename: DOWNLOAD_NAMES.activityCsv(fileDay(now)), csv };
}
