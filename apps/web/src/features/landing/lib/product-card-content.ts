// What a product card says, derived from the product's fields (visitor.md sections 2 and 9).
import type { TProduct } from '@trajectory/contracts/products';
import { PLAN_CODES } from '@trajectory/contracts/products';

type ProductFields = Pick<
  TProduct,
  | 'code'
  | 'type'
  | 'statementsType'
  | 'chartsCount'
  | 'questionnairesPerEmail'
  | 'hasAiAssessment'
  | 'canBookMeeting'
>;

export { productFeatures } from '@/lib/product-features';

/** The card's button: 'Get it Now' for the free plan, 'Book a Session' where a meeting is booked. */
export function productActionLabel(product: ProductFields): string {
  if (product.type === 'Free') return 'Get it Now';
  if (product.canBookMeeting) return 'Book a Session';
  return 'Get Full Reports';
}

/** A block of a product's description: a paragraph, or the lines of a "•" list. */
export type DescriptionBlock = { kind: 'text'; text: string } | { kind: 'list'; items: string[] };

/**
 * A description as staff wrote it (visitor.md: multi-line, may be bullet lines starting with •), line for
 * line: "•" lines become list items, consecutive ones one list; other lines stay paragraphs; blank lines go.
 */
export function descriptionBlocks(description: string | null | undefined): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const raw of (description ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^(?:•\s*|[*-]\s+)(.*)$/u.exec(line);
    const last = blocks.at(-1);
    if (bullet && bullet[1]) {
      if (last?.kind === 'list') last.items.push(bullet[1]);
      else blocks.push({ kind: 'list', items: [bullet[1]] });
    } else {
      blocks.push({ kind: 'text', text: line });
    }
  }
  return blocks;
}

export const isMostPopular = (product: Pick<TProduct, 'code'>): boolean =>
  product.code === PLAN_CODES.financialStatements;
