// Prospects: registration, lookup by id or e-mail.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const PHONE_PATTERN = /^[0-9+\-\s()]+$/;
export const PHONE_MIN_LENGTH = 10;

/**
 * What the phone field wants, said before and when it is not met (issue #24): the spec's rule (at least 10
 * characters of digits, spaces, +, - and parentheses) in words a founder can act on.
 */
export const PHONE_HINT = `At least ${PHONE_MIN_LENGTH} characters, with the area code: digits, spaces, +, - and ( ).`;
export const PHONE_TOO_SHORT_MESSAGE = `Phone number must be at least ${PHONE_MIN_LENGTH} characters, with the area code`;

export const ZEmail = lazySchema(() =>
  z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
);

/** A person's name, as registration and the contact form take it. */
export const ZPersonName = lazySchema(() =>
  z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(200, 'Name must be at most 200 characters'),
);

/** A plan as the browser may name it: product name, code (P02) or plan key (financial_statements). */
export const ZPlanReference = lazySchema(() =>
  z.string().trim().min(1, 'Please select a plan').max(100, 'Plan must be at most 100 characters'),
);

/** A phone number as registration takes it (the contact form takes the same, or none). */
export const ZPhone = lazySchema(() =>
  z
    .string({ error: PHONE_TOO_SHORT_MESSAGE })
    .trim()
    .min(PHONE_MIN_LENGTH, PHONE_TOO_SHORT_MESSAGE)
    .max(30, 'Phone number must be at most 30 characters')
    .regex(PHONE_PATTERN, 'Phone number can only contain numbers, +, -, spaces, and parentheses'),
);

export const ZCreateProspectRequest = lazySchema(() =>
  z.object({
    name: ZPersonName,
    email: ZEmail,
    businessName: z
      .string({ error: 'Business name is required' })
      .trim()
      .min(1, 'Business name is required')
      .min(2, 'Business name must be at least 2 characters')
      .max(200, 'Business name must be at most 200 characters'),
    phone: ZPhone,
    selectedPlan: ZPlanReference.optional(),
    consentToContact: z.literal(true, { error: 'You must authorize us to contact you to proceed' }),
  }),
);
export type TCreateProspectRequest = z.infer<typeof ZCreateProspectRequest>;

export const ZProspect = lazySchema(() =>
  z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    businessName: z.string(),
    /** The held plan's current product name. */
    selectedPlan: z.string(),
    selectedPlanCode: z.string(),
    preferredPlan: z.string().nullable(),
    preferredPlanCode: z.string().nullable(),
    statementsType: z.enum(['Simple', 'Complete']),
    submissionCount: z.number().int(),
    maxSubmissions: z.number().int(),
    remainingReports: z.number().int(),
    reportCount: z.number().int(),
    createdAt: z.string(),
  }),
);
export type TProspect = z.infer<typeof ZProspect>;

export const ZProspectIdParams = lazySchema(() =>
  z.object({ id: z.uuid({ error: 'id must be a valid prospect id' }) }),
);
export const ZProspectEmailParams = lazySchema(() => z.object({ email: ZEmail }));
