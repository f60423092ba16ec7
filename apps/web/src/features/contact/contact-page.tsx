// The contact form (/contact): settings-driven title, the form, the contact e-mail and social links.
import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CheckCircle2, Mail } from 'lucide-react';
import type { TContactRequest } from '@trajectory/contracts/visitor';
import { CONTACT_FALLBACK, useContactSettings } from '@/api/get-contact-settings';
import { useSocialLinks } from '@/api/get-social-links';
import { PageLayout } from '@/components/layouts/page-layout';
import { SocialLinks } from '@/components/social-links';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useAccessSession } from '@/api/access/get-access-session';
import { useSendContactMessage } from './api/send-contact-message';
import { ContactForm, type ContactPrefill } from './components/contact-form';
import { HOME_PATH } from '@/lib/paths';

function SentPanel({ onAgain }: { onAgain: () => void }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <CheckCircle2 className="size-12 text-positive" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Message Sent Successfully!</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Thank you for reaching out. We&apos;ll get back to you soon.
      </p>
      <Button variant="outline" onClick={onAgain}>
        Send Another Message
      </Button>
    </div>
  );
}

export function ContactPage() {
  const settings = useContactSettings();
  const social = useSocialLinks();
  const session = useAccessSession();
  const send = useSendContactMessage();
  // A founder this browser holds writes as themselves: the newest plan's name, e-mail and phone.
  const founder = session.data?.prospects[0];
  const prefill: ContactPrefill | undefined = founder && {
    name: founder.prospect.name,
    email: founder.prospect.email,
    phone: founder.phone,
  };
  const [isSent, setIsSent] = useState(false);

  async function handleSend(message: TContactRequest): Promise<boolean> {
    try {
      await send.mutateAsync(message);
    } catch (error) {
      notify({
        title: 'Error',
        description: errorMessage(error, 'Failed to send message. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
    setIsSent(true);
    notify({
      title: 'Message Sent',
      description: "Thank you for your message. We'll get back to you soon!",
      variant: 'success',
    });
    return true;
  }

  let formContent;
  // The form waits for the session (a quick read), so a founder's details are there from the first frame.
  if (settings.isPending || session.isPending) {
    formContent = (
      <div role="status" aria-label="Loading the contact form" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  } else if (settings.isError) {
    formContent = (
      <StatusPanel
        title="Contact form unavailable"
        onRetry={() => void settings.refetch()}
        className="border-0 shadow-none"
      >
        Contact form is currently being configured. Please check back later.
      </StatusPanel>
    );
  } else if (isSent) {
    formContent = (
      <SentPanel
        onAgain={() => {
          send.reset();
          setIsSent(false);
        }}
      />
    );
  } else {
    formContent = <ContactForm prefill={prefill} isSending={send.isPending} onSend={handleSend} />;
  }

  const contactEmail = settings.data?.contactEmail;
  const accounts = social.data ?? [];

  return (
    <PageLayout
      title={settings.data?.contactFormTitle || CONTACT_FALLBACK.title}
      description={settings.data?.contactFormDescription || CONTACT_FALLBACK.description}
    >
      <Button asChild variant="link" className="mb-6 w-fit px-0">
        <Link to={HOME_PATH}>
          <ArrowLeft aria-hidden="true" />
          Back to Homepage
        </Link>
      </Button>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_320px]">
        <Card className="p-6">{formContent}</Card>
        <div className="flex flex-col gap-6">
          {contactEmail && (
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Mail className="size-5 text-primary" aria-hidden="true" />
                  Email Us
                </CardTitle>
              </CardHeader>
              <CardContent>
                <a href={`mailto:${contactEmail}`} className="text-sm break-all text-primary hover:underline">
                  {contactEmail}
                </a>
              </CardContent>
            </Card>
          )}
          {accounts.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>Follow Us</CardTitle>
              </CardHeader>
              <CardContent>
                <SocialLinks accounts={accounts} className="flex-col" />
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </PageLayout>
  );
}
