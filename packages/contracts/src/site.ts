// Public site settings: social links and the contact section.
import { z } from 'zod';

export const ZSocialPosition = z.enum(['top', 'bottom', 'both']);
export const SOCIAL_PLATFORMS = ['LinkedIn', 'Instagram', 'Facebook', 'YouTube', 'Other'] as const;

export const ZSocialMediaAccount = z.object({
  id: z.number().int(),
  platform: z.string(),
  account: z.string(),
  description: z.string().nullable(),
  link: z.string(),
  logo: z.string().nullable(),
  isActive: z.boolean(),
  showLogo: z.boolean(),
  showDescription: z.boolean(),
  position: ZSocialPosition,
  sortOrder: z.number().int(),
});
export type TSocialMediaAccount = z.infer<typeof ZSocialMediaAccount>;
export const ZListSocialMediaResponse = z.array(ZSocialMediaAccount);

export const ZPublicContactSettings = z.object({
  contactFormTitle: z.string(),
  contactFormDescription: z.string(),
  contactEmail: z.string(),
});
export type TPublicContactSettings = z.infer<typeof ZPublicContactSettings>;

/** What the browser needs to know about this deployment. */
export const ZPublicConfig = z.object({
  schedulingUrl: z.string().nullable(),
  supportEmail: z.string(),
  payments: z.string(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
