// What must hold after the crash test, read straight from PostgreSQL: payments applied exactly once,
// credits added once, no limit exceeded, statements generated, every assessment finished.
import type { Storage } from './server-harness';

type Row = Record<string, unknown>;

/**
 * A confirmed payment is an intent the (simulated) provider marked succeeded. The load loop drives every
 * purchase it starts to the end, resending payment/success until it is answered — the part a real
 * provider's webhook plays when the browser goes away — so every confirmed payment must be applied.
 */
const CHECKS: { label: string; sql: string }[] = [
  {
    label: 'confirmed payment whose order is not applied',
    sql: `select i.id, o.status from simulated_payment_intents i
          left join orders o on o.id = (i.metadata->>'orderId')::uuid
          where i.status = 'succeeded' and o.status is distinct from 'applied'`,
  },
  {
    label: 'applied order without exactly one payment record',
    sql: `select o.id, count(ph.id) records from orders o left join payment_history ph on ph.order_id = o.id
          where o.status = 'applied' group by o.id having count(ph.id) <> 1`,
  },
  {
    label: 'payment record of an order that is not applied, or not of its provider intent',
    sql: `select ph.id, o.status, ph.transaction_id, o.provider_ref from payment_history ph
          left join orders o on o.id = ph.order_id
          where o.status is distinct from 'applied' or ph.transaction_id is distinct from o.provider_ref`,
  },
  {
    label: 'applied order whose provider intent did not succeed',
    sql: `select o.id from orders o left join simulated_payment_intents i on i.id = o.provider_ref
          where o.status = 'applied' and i.status is distinct from 'succeeded'`,
  },
  {
    label: 'transaction id recorded more than once',
    sql: `select transaction_id, count(*) n from payment_history where transaction_id is not null
          group by transaction_id having count(*) > 1`,
  },
  {
    // Every journey buys Full Reports once: the plan is P02 and the credits 2 + 3, added once.
    label: 'prospect whose plan or credits do not match its applied payments',
    sql: `select p.email, p.selected_plan_code, p.max_submissions, count(o.id) applied
          from prospects p left join orders o on o.prospect_id = p.id and o.status = 'applied'
          group by p.id
          having count(o.id) > 1
             or p.selected_plan_code <> (case when count(o.id) = 0 then 'P01' else 'P02' end)
             or p.max_submissions <> 2 + 3 * count(o.id)`,
  },
  {
    label: 'prospect over its plan limit',
    sql: 'select email, submission_count, max_submissions from prospects where submission_count > max_submissions',
  },
  {
    label: 'prospect whose submission count is not its completed questionnaires',
    sql: `select p.email, p.submission_count, count(q.id) completed from prospects p
          left join questionnaires q on q.prospect_id = p.id and q.is_completed
          group by p.id having p.submission_count <> count(q.id)`,
  },
  {
    label: 'completed questionnaire of a Full Reports holder without its three statements',
    sql: `select q.id, count(r.id) reports from questionnaires q join prospects p on p.id = q.prospect_id
          left join reports r on r.questionnaire_id = q.id
          where p.selected_plan_code = 'P02' and q.is_completed group by q.id having count(r.id) <> 3`,
  },
  {
    label: 'assessment not finished (pending or failed)',
    sql: `select id, status, attempts, error from assessments where status <> 'ready'`,
  },
  {
    label: 'questionnaire with all three statements of a Full Reports holder and no assessment',
    sql: `select q.id from questionnaires q join prospects p on p.id = q.prospect_id
          where p.selected_plan_code = 'P02' and q.is_completed
            and (select count(*) from reports r where r.questionnaire_id = q.id) = 3
            and not exists (select 1 from assessments a where a.questionnaire_id = q.id)`,
  },
];

const FIGURES: Record<string, string> = {
  prospects: 'select count(*) n from prospects',
  'completed questionnaires': 'select count(*) n from questionnaires where is_completed',
  'orders (all)': 'select count(*) n from orders',
  'orders left unpaid (intent created again after a kill)':
    "select count(*) n from orders where status <> 'applied'",
  'confirmed payments': "select count(*) n from simulated_payment_intents where status = 'succeeded'",
  'payment records': 'select count(*) n from payment_history',
  'prospects on Full Reports': "select count(*) n from prospects where selected_plan_code = 'P02'",
  'assessments ready': "select count(*) n from assessments where status = 'ready'",
  'assessments claimed again after a kill': 'select count(*) n from assessments where attempts > 1',
};

export async function checkCrashInvariants(storage: Storage, run: string) {
  const violations: string[] = [];
  const [own] = await storage.query<{ n: string }>(
    `select count(*) n from prospects where email not like '${run}-%'`,
  );
  if (Number(own?.n) !== 0) violations.push(`${String(own?.n)} prospects that this run did not create`);
  for (const check of CHECKS) {
    const rows = await storage.query<Row>(check.sql);
    for (const row of rows.slice(0, 5)) violations.push(`${check.label}: ${JSON.stringify(row)}`);
    if (rows.length > 5) violations.push(`${check.label}: … ${rows.length - 5} more`);
  }
  const figures: Record<string, number> = {};
  for (const [label, sql] of Object.entries(FIGURES)) {
    figures[label] = Number((await storage.query<{ n: string }>(sql))[0]?.n);
  }
  return { figures, violations };
}
