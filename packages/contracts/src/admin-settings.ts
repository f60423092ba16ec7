// Staff settings: AI assessment configuration, social accounts, contact form, contact messages, mail outbox.
import { z } from 'zod';
import { ZPage, ZPaged, ZPageSize } from './admin-common';
import { CONTACT_PAGE_DEFAULTS, SOCIAL_PLATFORMS, ZSocialMediaAccount, ZSocialPosition } from './site';

export const AI_MODELS = ['gpt-5', 'gpt-5-mini', 'gpt-5-nano', 'gpt-4o', 'gpt-4', 'gpt-3.5-turbo'] as const;
export const LANGUAGE_LEVELS = ['elementary', 'high_school', 'college', 'professional'] as const;
export const TONE_PERSPECTIVES = ['business_name', 'second_person', 'third_person'] as const;
export const REPORT_LENGTHS = ['concise', 'standard', 'detailed'] as const;
export const INDUSTRY_FOCUSES = ['general', 'technology', 'retail', 'services', 'manufacturing'] as const;

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });
const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

export const ZAiConfigInput = z.object({
  model: oneOf('model', AI_MODELS).default('gpt-5'),
  temperature: z.coerce
    .number({ error: 'temperature must be a number' })
    .min(0, 'temperature must be at least 0')
    .max(2, 'temperature must be at most 2')
    .default(0.5),
  maxTokens: z.coerce
    .number({ error: 'maxTokens must be a number' })
    .int('maxTokens must be a whole number')
    .min(100, 'maxTokens must be at least 100')
    .max(4000, 'maxTokens must be at most 4000')
    .default(3000),
  languageLevel: oneOf('languageLevel', LANGUAGE_LEVELS).default('high_school'),
  tonePerspective: oneOf('tonePerspective', TONE_PERSPECTIVES).default('business_name'),
  reportLength: oneOf('reportLength', REPORT_LENGTHS).default('standard'),
  customInstructions: z.string().max(5000, 'customInstructions must be at most 5000 characters').default(''),
  additionalPromptSuggestions: z
    .string()
    .max(5000, 'additionalPromptSuggestions must be at most 5000 characters')
    .default(''),
  industryFocus: oneOf('industryFocus', INDUSTRY_FOCUSES).default('general'),
  emphasizeMarketAnalysis: flag('emphasizeMarketAnalysis').default(true),
  includeCompetitiveAnalysis: flag('includeCompetitiveAnalysis').default(false),
  emphasizeFinancialMetrics: flag('emphasizeFinancialMetrics').default(true),
  includeRiskAssessment: flag('includeRiskAssessment').default(false),
  isActive: flag('isActive').default(true),
});
export type TAiConfigInput = z.infer<typeof ZAiConfigInput>;
/** An update may send only the fields it changes. */
export const ZAiConfigPatch = z.object(
  Object.fromEntries(Object.entries(ZAiConfigInput.shape).map(([k, v]) => [k, v.unwrap().optional()])) as {
    [K in keyof typeof ZAiConfigInput.shape]: z.ZodOptional<
      ReturnType<(typeof ZAiConfigInput.shape)[K]['unwrap']>
    >;
  },
);
export type TAiConfigPatch = z.infer<typeof ZAiConfigPatch>;
export const ZAiConfig = z.object({
  id: z.number().int(),
  model: z.string(),
  temperature: z.number(),
  maxTokens: z.number().int(),
  languageLevel: z.string(),
  tonePerspective: z.string(),
  reportLength: z.string(),
  customInstructions: z.string(),
  additionalPromptSuggestions: z.string(),
  industryFocus: z.string(),
  emphasizeMarketAnalysis: z.boolean(),
  includeCompetitiveAnalysis: z.boolean(),
  emphasizeFinancialMetrics: z.boolean(),
  includeRiskAssessment: z.boolean(),
  isActive: z.boolean(),
  updatedAt: z.string(),
  /**
   * Who writes assessments on this server: `openai` when OPENAI_API_KEY is set, else `builtin` (the
   * built-in analyst, which uses none of the model settings). Read-only; not part of the input.
   */
  writer: z.enum(['builtin', 'openai']),
});
export type TAiConfig = z.infer<typeof ZAiConfig>;

export const MAX_SOCIAL_ACCOUNTS = 5;
const ZHttpUrl = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(500, `${name} must be at most 500 characters`)
    .refine((v) => {
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `${name} must be a URL starting with http:// or https://`);

export const ZSocialMediaInput = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, {
    error: `Platform is required: one of ${SOCIAL_PLATFORMS.join(', ')}`,
  }),
  account: z
    .string({ error: 'Account name is required' })
    .trim()
    .min(1, 'Account name is required')
    .max(100, 'Account name must be at most 100 characters'),
  description: z
    .string()
    .trim()
    .max(500, 'Description must be at most 500 characters')
    .nullable()
    .default(null),
  link: ZHttpUrl('Link'),
  /** An uploaded icon (/api/objects/{id}) or an http(s) image URL. */
  logo: z
    .string()
    .trim()
    .max(500, 'Logo must be at most 500 characters')
    .refine(
      (v) => v === '' || /^\/api\/objects\/[0-9a-f-]{36}$/i.test(v) || /^https?:\/\/\S+$/i.test(v),
      'Logo must be an uploaded icon path or an http(s) URL',
    )
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  showLogo: z.boolean({ error: 'showLogo must be true or false' }).default(true),
  showDescription: z.boolean({ error: 'showDescription must be true or false' }).default(true),
  position: ZSocialPosition.default('bottom'),
  sortOrder: z.coerce
    .number({ error: 'sortOrder must be a number' })
    .int('sortOrder must be a whole number')
    .min(0, 'sortOrder must be at least 0')
    .max(1000, 'sortOrder must be at most 1000')
    .default(0),
});
export type TSocialMediaInput = z.infer<typeof ZSocialMediaInput>;
export const ZSocialMediaList = z.array(ZSocialMediaAccount);

export const ZContactSettingsInput = z.object({
  contactEmail: z
    .string({ error: 'Contact email is required' })
    .trim()
    .min(1, 'Contact email is required')
    .max(254, 'Contact email must be at most 254 characters')
    .pipe(z.email({ error: 'Contact email must be a valid e-mail address' })),
  contactFormTitle: z
    .string()
    .trim()
    .max(200, 'Form title must be at most 200 characters')
    .default(CONTACT_PAGE_DEFAULTS.contactFormTitle),
  contactFormDescription: z
    .string()
    .trim()
    .max(1000, 'Form description must be at most 1000 characters')
    .default(CONTACT_PAGE_DEFAULTS.contactFormDescription),
  autoReplyEnabled: z.boolean({ error: 'autoReplyEnabled must be true or false' }).default(true),
  autoReplySubject: z
    .string()
    .trim()
    .max(200, 'Auto-reply subject must be at most 200 characters')
    .default('Thank you for contacting us'),
  autoReplyMessage: z
    .string()
    .max(5000, 'Auto-reply message must be at most 5000 characters')
    .default('We have received your message and will get back to you soon.'),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export type TContactSettingsInput = z.infer<typeof ZContactSettingsInput>;
export const ZContactSettings = z.object({
  id: z.number().int(),
  contactEmail: z.string(),
  contactFormTitle: z.string(),
  contactFormDescription: z.string(),
  autoReplyEnabled: z.boolean(),
  autoReplySubject: z.string(),
  autoReplyMessage: z.string(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type TContactSettings = z.infer<typeof ZContactSettings>;

export const ZAdminListQuery = z.object({ page: ZPage, pageSize: ZPageSize(20, 100) });
export const ZContactMessage = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export const ZContactMessagesResponse = ZPaged(ZContactMessage);
export const ZOutboxMail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const ZMailOutboxResponse = ZPaged(ZOutboxMail);
