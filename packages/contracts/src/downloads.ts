// The names of every file the app downloads (issue #23): the server sends them in Content-Disposition, the
// web saves under the same name when a response carries none. One place, so the two never drift.

/** A day as file names write it: 2026-11-27 (UTC, as the server's clock). */
export const fileDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The business part of an Excel or Word file name: letters, digits, - and _ only (accents dropped),
 * at most 60 characters, "Business" when nothing is left.
 */
function asciiBusiness(business: string): string {
  return (
    business
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60)
      .replace(/_+$/, '') || 'Business'
  );
}

/** The business part of the PDF's name: spaces become underscores, characters no file system takes go. */
function pdfBusiness(business: string): string {
  return (
    business
      .normalize('NFC')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .trim()
      .replace(/\s+/g, '_')
      .replace(/_+/g, '_') || 'Business'
  );
}

export const DOWNLOAD_NAMES = {
  /** `Trajectory_{Business}_financial_report.pdf`: the questionnaire's one PDF. */
  reportPdf: (business = '') => `Trajectory_${pdfBusiness(business)}_financial_report.pdf`,
  /** `Trajectory_{business}_financial_report.xlsx`: the founder's (and staff's) Excel report. */
  excelReport: (business = '') => `Trajectory_${asciiBusiness(business)}_financial_report.xlsx`,
  /** `Trajectory_{business}_assessment.docx`: the AI assessment in Word. */
  assessmentWord: (business = '') => `Trajectory_${asciiBusiness(business)}_assessment.docx`,
  /** One questionnaire's answers, for staff. */
  questionnaireWorkbook: (requestId: string | number) => `questionnaire-${requestId}.xlsx`,
  requestsWorkbook: (day = fileDay()) => `requests-export-${day}.xlsx`,
  prospectsWorkbook: (day = fileDay()) => `prospects-export-${day}.xlsx`,
  activityCsv: (day = fileDay()) => `activity-${day}.csv`,
  paymentHistoryCsv: (day = fileDay()) => `payment-history-${day}.csv`,
  /** `Trajectory_receipt_TRJ-0A1B2C3D.pdf`: one payment's receipt (`receipt` alone when it has no order). */
  receiptPdf: (orderNumber: string | null = null) =>
    orderNumber ? `Trajectory_receipt_${orderNumber}.pdf` : 'Trajectory_receipt.pdf',
} as const;
