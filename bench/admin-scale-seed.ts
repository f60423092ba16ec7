// Set-based seed of staff-table volume: prospects, completed questionnaires, their reports, some assessments.
// Ids are md5-derived so the same run always builds the same rows; dates spread over two years.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../apps/server/src/infra/db/client';

export const VOLUME = { prospects: 20_000, questionnaires: 50_000 };

const TRADES = [
  'Bakery',
  'Cafe',
  'Studio',
  'Repairs',
  'Consulting',
  'Boutique',
  'Salon',
  'Garden',
  'Print',
  'Tutoring',
];

export async function seedStaffVolume(db: DbOrTx): Promise<void> {
  // A version-4-shaped uuid from a seed text (md5 with the version and variant digits set), so the API's
  // uuid checks accept it.
  await db.execute(sql`
    CREATE OR REPLACE FUNCTION bench_uuid(seed text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
      SELECT overlay(overlay(md5(seed) placing '4' from 13) placing '8' from 17)::uuid $$`);
  const trades = sql.raw(`ARRAY[${TRADES.map((t) => `'${t}'`).join(',')}]`);
  const { prospects: P, questionnaires: Q } = VOLUME;

  // Prospects: plans, credits and contact follow-up vary; about one in twelve is at its limit.
  await db.execute(sql`
    INSERT INTO prospects (id, name, email, phone, business_name, selected_plan_code, submission_count,
      max_submissions, consent_to_contact, contact_status, comments, last_contacted_at, created_at, updated_at)
    SELECT bench_uuid('p' || n),
      'Founder ' || n,
      'founder-' || n || '@bench.example',
      '+1 555 ' || lpad((n % 10000)::text, 4, '0'),
      (${trades})[1 + n % 10] || ' ' || n,
      CASE WHEN n % 7 = 0 THEN 'P02' WHEN n % 23 = 0 THEN 'P03' ELSE 'P01' END,
      CASE WHEN n % 12 = 0 THEN 2 ELSE n % 3 END,
      CASE WHEN n % 7 = 0 THEN 5 ELSE 2 END,
      n % 2 = 0,
      (ARRAY['not_contacted','contacted','follow_up','closed'])[1 + n % 4],
      CASE WHEN n % 4 = 0 THEN NULL ELSE 'Called about plan ' || n END,
      CASE WHEN n % 4 = 0 THEN NULL ELSE now() - (n % 700) * interval '1 day' END,
      now() - (n % 730) * interval '1 day' - (n % 1440) * interval '1 minute',
      now()
    FROM generate_series(1, ${P}) AS n`);

  // Questionnaires: 2–3 per prospect, completed, with full answer sections (~1 KB of jsonb each).
  await db.execute(sql`
    INSERT INTO questionnaires (id, prospect_id, sections, is_completed, completed_at, created_at, updated_at)
    SELECT bench_uuid('q' || n),
      bench_uuid('p' || (1 + n % ${P})),
      jsonb_build_object(
        'businessInfo', jsonb_build_object('name', (${trades})[1 + n % 10] || ' Co ' || n,
          'description', 'A neighbourhood ' || lower((${trades})[1 + n % 10]) || ' serving the high street'),
        'productsServices', jsonb_build_object('type', 'Physical Products', 'unitPrice', 5 + n % 40),
        'revenueInfo', jsonb_build_object('startMonth', (n % 12)::text, 'growthRate', 0.2),
        'salesVolume', jsonb_build_object('firstMonthSales', 100 + n % 900),
        'growthRate', jsonb_build_object('annualGrowthRate', 20, 'isCustomGrowth', false),
        'operationalCosts', jsonb_build_object('costPerItem', 2 + n % 5),
        'expenseInfo', jsonb_build_object('ownerSalary', 2000, 'monthlyAdvertising', 300,
          'monthlyRent', 1200, 'monthlyUtilities', 200, 'monthlyInsurance', 100),
        'assetInfo', jsonb_build_object('oneTimePurchases', 15000),
        'equityInfo', jsonb_build_object('initialCash', 20000)),
      true,
      now() - (n % 730) * interval '1 day',
      now() - (n % 730) * interval '1 day' - (n % 1440) * interval '1 minute',
      now()
    FROM generate_series(1, ${Q}) AS n`);

  // Reports: a P&L for every questionnaire; balance sheet and cash flow for paid plans' ones.
  await db.execute(sql`
    INSERT INTO reports (prospect_id, questionnaire_id, report_type, title, created_at)
    SELECT q.prospect_id, q.id, t.report_type, 'Report', q.created_at
    FROM questionnaires q
    JOIN prospects p ON p.id = q.prospect_id
    CROSS JOIN (VALUES ('profit_loss'), ('balance_sheet'), ('cash_flow')) AS t(report_type)
    WHERE p.email LIKE '%@bench.example'
      AND (t.report_type = 'profit_loss' OR p.selected_plan_code <> 'P01')`);

  // Assessments: ready for one paid questionnaire in three.
  await db.execute(sql`
    INSERT INTO assessments (questionnaire_id, prospect_id, status, content, created_at, updated_at)
    SELECT q.id, q.prospect_id, 'ready', '{"executiveSummary":"Bench"}'::jsonb, q.created_at, q.created_at
    FROM questionnaires q
    JOIN prospects p ON p.id = q.prospect_id
    WHERE p.email LIKE '%@bench.example' AND p.selected_plan_code <> 'P01'
      AND get_byte(decode(md5(q.id::text), 'hex'), 0) % 3 = 0`);
  await db.execute(sql`DROP FUNCTION bench_uuid(text)`);
}
