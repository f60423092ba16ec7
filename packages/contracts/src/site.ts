// Public site settings: social links and the contact section.
import { z } from 'zod';

export const ZSocialPosition = z.enum(['top', 'bottom', 'both']);
/** The one list of platforms: the staff dialog offers these and the server accepts only these. */
export const SOCIAL_PLATFORMS = [
  'LinkedIn',
  'Instagram',
  'Facebook',
  'YouTube',
  'X',
  'TikTok',
  'Other',
] as const;

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

/**
 * What the contact page and the landing page's contact section show when staff leave the form's title
 * or description blank (or no settings exist): the one definition, used by the server's public settings,
 * the page's loading state and the staff form's hints.
 */
export const CONTACT_PAGE_DEFAULTS = {
  contactFormTitle: 'Contact Us',
  contactFormDescription: 'Get in touch with us',
} as const;

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
