// The landing page's contact block: settings' title and text, the Contact Us button, 'top' social links.
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { CONTACT_FALLBACK, useContactSettings } from '@/api/get-contact-settings';
import { accountsAt, useSocialLinks } from '@/api/get-social-links';
import { SocialLinks } from '@/components/social-links';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CONTACT_PATH } from '@/lib/paths';

export function ContactSection() {
  const settings = useContactSettings();
  const social = useSocialLinks();
  const title = settings.data?.contactFormTitle || CONTACT_FALLBACK.title;
  const description = settings.data?.contactFormDescription || CONTACT_FALLBACK.description;

  return (
    <section aria-labelledby="contact-heading" className="bg-background py-16 md:py-24">
      <div className="mx-auto flex max-w-[1200px] flex-col items-center gap-6 px-4 text-center md:px-6">
        {settings.isPending ? (
          <div className="flex w-full flex-col items-center gap-3" aria-hidden="true">
            <Skeleton className="h-9 w-48" />
            <Skeleton className="h-5 w-80 max-w-full" />
          </div>
        ) : (
          <>
            <h2 id="contact-heading" className="text-3xl font-semibold tracking-tight">
              {title}
            </h2>
            <p className="max-w-2xl text-muted-foreground">{description}</p>
          </>
        )}
        <Button asChild size="lg">
          <Link to={CONTACT_PATH}>
            <Mail aria-hidden="true" />
            Contact Us
          </Link>
        </Button>
        {social.data && <SocialLinks accounts={accountsAt(social.data, 'top')} className="justify-center" />}
      </div>
    </section>
  );
}
