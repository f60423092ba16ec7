// Orders (provider intents the server created with its own amount) and the payment history they produce.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { prospects } from './prospects';

export const ORDER_STATUSES = ['created', 'confirmed', 'declined', 'applied'] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: ['simulated', 'stripe', 'paypal', 'promo', 'manual'] }).notNull(),
    providerRef: text('provider_ref'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_provider_ref_idx').on(t.provider, t.providerRef),
    index('orders_prospect_idx').on(t.prospectId),
    index('orders_status_idx').on(t.status),
  ],
);

/**
 * Every provider intent or order created for an order: checkout may ask more than once (two tabs), and
 * whichever intent the customer pays must be recognised by the success call and the webhook. An intent
 * that succeeds after its order was already applied is refunded at once (status `refunded`).
 */
export const ORDER_INTENT_STATUSES = ['open', 'succeeded', 'canceled', 'refunded'] as const;

export const orderIntents = pgTable(
  'order_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['simulated', 'stripe', 'paypal'] }).notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: ORDER_INTENT_STATUSES }).notNull().default('open'),
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_intents_provider_ref_idx').on(t.provider, t.providerRef),
    index('order_intents_order_idx').on(t.orderId),
  ],
);

export const PAYMENT_METHODS = ['Credit Card', 'PayPal', 'Promo Code', 'Free Plan', 'Manual'] as const;
export const TRANSACTION_TYPES = ['new_purchase', 'upgrade', 'renewal'] as const;

export const paymentHistory = pgTable(
  'payment_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prospectId: uuid('prospect_id').references(() => prospects.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    prospectName: text('prospect_name').notNull(),
    prospectEmail: text('prospect_email').notNull(),
    planName: text('plan_name').notNull(),
    productCode: text('product_code').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** The last four digits of the card that paid, when the card provider reports them (receipts). */
    cardLast4: text('card_last4'),
    transactionType: text('transaction_type', { enum: TRANSACTION_TYPES }).notNull(),
    // Recording is idempotent on the provider's transaction id.
    transactionId: text('transaction_id').unique(),
    previousPlan: text('previous_plan'),
    status: text('status').notNull().default('completed'),
    /** Report credits this payment added, so a refund takes back exactly those (null on rows before refunds). */
    creditsAdded: integer('credits_added'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** The provider's refund id (Stripe `re_…`, PayPal refund id); null for revoked promo, manual and simulated payments. */
    refundId: text('refund_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_history_order_idx').on(t.orderId),
    index('payment_history_prospect_idx').on(t.prospectId),
    index('payment_history_created_at_idx').on(t.createdAt),
    index('payment_history_email_idx').on(t.prospectEmail),
    index('payment_history_status_idx').on(t.status),
  ],
);

/**
 * The simulated card provider's own state: it plays the part of the provider's servers, so orders
 * keep only what Trajectory knows and re-read the truth from here, as they would from Stripe.
 */
export const simulatedPaymentIntents = pgTable('simulated_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] })
    .notNull()
    .default('requires_payment_method'),
  lastError: text('last_error'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
