// The business every rendering benchmark draws: a studio opening in month 4 with 150% growth.
import { normalizeQuestionnaire, project } from '@trajectory/engine';

const normalized = normalizeQuestionnaire(
  {
    productsServices: { unitPrice: 45 },
    salesVolume: { firstMonthSales: 60 },
    revenueInfo: { startMonth: '3' },
    growthRate: { annualGrowthRate: 150 },
    operationalCosts: { costPerItem: 15 },
    expenseInfo: {
      ownerSalary: 3000,
      monthlyAdvertising: 600,
      monthlyRent: 1500,
      monthlyUtilities: 200,
      monthlyInsurance: 100,
    },
    assetInfo: { oneTimePurchases: 20000 },
    equityInfo: { initialCash: 15000 },
  },
  { completed: true },
);
if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));

export const benchInputs = normalized.inputs;
export const benchProjection = project(benchInputs);
