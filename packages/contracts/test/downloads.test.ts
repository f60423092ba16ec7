// Issue #23: every download's file name in one place, for the server's Content-Disposition and the web's
// fallback when a response names none.
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_NAMES, fileDay } from '../src/downloads';

describe('download names', () => {
  it('names the reports after the business, each format with its own rule', () => {
    expect(DOWNLOAD_NAMES.reportPdf('Ada Bakes')).toBe('Trajectory_Ada_Bakes_financial_report.pdf');
    // The PDF keeps letters of any script; the Excel and Word names keep ASCII only.
    expect(DOWNLOAD_NAMES.reportPdf('Café: Ünïcode / Co')).toBe(
      'Trajectory_Café_Ünïcode_Co_financial_report.pdf',
    );
    expect(DOWNLOAD_NAMES.excelReport('Café: Ünïcode / Co')).toBe(
      'Trajectory_Cafe_Unicode_Co_financial_report.xlsx',
    );
    expect(DOWNLOAD_NAMES.assessmentWord('Ada Bakes')).toBe('Trajectory_Ada_Bakes_assessment.docx');
    expect(DOWNLOAD_NAMES.excelReport('x'.repeat(100))).toBe(
      `Trajectory_${'x'.repeat(60)}_financial_report.xlsx`,
    );
  });

  it('falls back to "Business" when no name is known', () => {
    expect(DOWNLOAD_NAMES.reportPdf()).toBe('Trajectory_Business_financial_report.pdf');
    expect(DOWNLOAD_NAMES.excelReport('???')).toBe('Trajectory_Business_financial_report.xlsx');
    expect(DOWNLOAD_NAMES.assessmentWord()).toBe('Trajectory_Business_assessment.docx');
  });

  it('dates the staff exports by the UTC day', () => {
    const now = new Date('2026-11-27T23:30:00Z');
    expect(fileDay(now)).toBe('2026-11-27');
    expect(DOWNLOAD_NAMES.paymentHistoryCsv(fileDay(now))).toBe('payment-history-2026-11-27.csv');
    expect(DOWNLOAD_NAMES.activityCsv('2026-01-02')).toBe('activity-2026-01-02.csv');
    expect(DOWNLOAD_NAMES.requestsWorkbook('2026-01-02')).toBe('requests-export-2026-01-02.xlsx');
    expect(DOWNLOAD_NAMES.prospectsWorkbook('2026-01-02')).toBe('prospects-export-2026-01-02.xlsx');
    expect(DOWNLOAD_NAMES.questionnaireWorkbook(42)).toBe('questionnaire-42.xlsx');
  });
});
