// Charts of a questionnaire: which a plan holds, their data for a page to draw, their images (cached).
import { isSoldOnline } from '@trajectory/contracts/products';
import { createHash } from 'node:crypto';
import {
  CHART_NAMES,
  chartDataOf,
  chartsOfPlan,
  type ChartDataResponse,
  type ChartName,
} from '@trajectory/charts';
import { businessTitle, type ProjectionYears } from '@trajectory/engine';
import type { DbOrTx } from '../../../infra/db/client';
import { AppError } from '../../../lib/errors';
import { findAllProducts } from '../../catalog/service';
import { requireProspectRow } from '../../prospects/service';

import { assertCompleted, requireQuestionnaire, type QuestionnaireRow } from '../service';
import { createImageCache, imageCacheKey, RENDER_VERSION_TAG } from '../../../documents/render/image-cache';
import { renderPool } from '../../../documents/render/pool';
import {
  assertPlanHasCompleteStatements,
  projectionYearsOf,
  projectSectionsOver,
} from '../statements/service';

export { CHART_NAMES, chartsOfPlan, type ChartName };
export { ZChartImageQuery } from './query';

export const CHART_LABEL: Record<ChartName, string> = {
  expenses: 'The expense breakdown chart',
  'revenue-profit': 'The revenue and profit chart',
  waterfall: 'The revenue-to-profit chart',
  trend: 'The year-by-year trend chart',
  'items-sold-1st-year': 'The items sold chart',
  'net-profit-1st-year': 'The monthly net profit chart',
  'cash-balance': 'The cash balance chart',
};

/**
 * A plan holds the charts of `chartsOfPlan` (the Free plan its two); staff see all. The cash balance
 * carries the cash flow and so follows the statements' rule; any other refusal names the cheapest plan
 * that holds the chart, in the statements' words.
 */
export async function assertPlanHasChart(
  db: DbOrTx,
  { name, selectedPlanCode, isStaff }: { name: ChartName; selectedPlanCode: string; isStaff: boolean },
): Promise<void> {
  if (isStaff) return;
  const what = CHART_LABEL[name];
  if (name === 'cash-balance') {
    await assertPlanHasCompleteStatements(db, { selectedPlanCode, isStaff, what });
    return;
  }
  const products = await findAllProducts(db);
  const plan = products.find((product) => product.code === selectedPlanCode);
  if (chartsOfPlan(plan).includes(name)) return;
  const unlocking = products
    .filter((p) => p.isActive && isSoldOnline(p) && chartsOfPlan(p).includes(name))
    .sort((a, b) => a.priceCents - b.priceCents)[0];
  throw new AppError(
    'FORBIDDEN',
    `${what} is not included in the ${plan?.name ?? 'current'} plan. Upgrade to ${unlocking?.name ?? 'a paid plan'} to unlock it.`,
  );
}

/**
 * One chart of one questionnaire the caller may see: its row, the title drawn on the image and the years
 * of the plan its prospect holds (a change of plan changes the chart).
 */
export type OpenedChart = {
  name: ChartName;
  questionnaire: QuestionnaireRow;
  title: string;
  years: ProjectionYears;
};

export type ChartVariant = { format: 'png' | 'svg' | 'json'; width?: number; height?: number };

/** About 500 phone-and-desktop chart PNGs; the oldest go first. */
const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;

export function createChartService(db: DbOrTx) {
  const images = createImageCache(IMAGE_CACHE_BYTES);
  return {
    /** After the caller's access check: the questionnaire, the plan check, the title. */
    async open({
      questionnaireId,
      name,
      isStaff,
    }: {
      questionnaireId: string;
      name: ChartName;
      isStaff: boolean;
    }): Promise<OpenedChart> {
      const questionnaire = await requireQuestionnaire(db, { id: questionnaireId });
      assertCompleted(questionnaire);
      const prospect = await requireProspectRow(db, { id: questionnaire.prospectId });
      await assertPlanHasChart(db, { name, selectedPlanCode: prospect.selectedPlanCode, isStaff });
      return {
        name,
        questionnaire,
        title: businessTitle(questionnaire.sections, prospect.businessName),
        years: await projectionYearsOf(db, prospect),
      };
    },

    /**
     * Changes with the answers, the chart, the variant, the title drawn on it, the plan's years and the
     * engine/renderer version (a model correction changes the figures of unchanged answers).
     */
    etag(
      { name, questionnaire, title, years }: OpenedChart,
      { format, width, height }: ChartVariant,
    ): string {
      const titleTag = createHash('sha256').update(title).digest('base64url').slice(0, 12);
      return `"${questionnaire.id}-${questionnaire.updatedAt.getTime()}-${name}-${format}-${width ?? ''}x${height ?? ''}-${titleTag}-y${years}-${RENDER_VERSION_TAG}"`;
    },

    /** The figures a page draws the chart from (only those this chart shows). */
    data({ name, questionnaire, title, years }: OpenedChart): ChartDataResponse {
      return {
        name,
        title,
        data: chartDataOf(name, projectSectionsOver(questionnaire.sections, years).projection),
      };
    },

    /** The chart drawn by the render pool, or the cached drawing of the same answers, size and title. */
    async image(
      { name, questionnaire, title, years }: OpenedChart,
      { format, width, height }: { format: 'png' | 'svg'; width?: number; height?: number },
    ): Promise<Buffer | string> {
      const key = imageCacheKey({
        questionnaireId: questionnaire.id,
        updatedAt: questionnaire.updatedAt,
        chart: name,
        format,
        width,
        height,
        title,
        years,
      });
      return images.through(key, () => {
        // Only the figures this chart draws cross to the worker thread.
        const projection = chartDataOf(name, projectSectionsOver(questionnaire.sections, years).projection);
        const input = { name, projection, options: { width, height, businessName: title } };
        return format === 'svg' ? renderPool().run('chartSvg', input) : renderPool().run('chartPng', input);
      });
    },
  };
}
