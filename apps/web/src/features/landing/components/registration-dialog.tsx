// The two-step registration dialog opened by the product buttons and the hero's 'Get it Now'.
import { LinkSentNotice } from '@/components/access/link-sent-notice';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { Registration } from '../hooks/use-registration';
import { BusinessStepForm } from './business-step-form';
import { ContactStepForm } from './contact-step-form';

const STEP_TITLES = {
  1: 'Enter your contact information',
  2: 'Enter your business information',
} as const;

export function RegistrationDialog({ registration }: { registration: Registration }) {
  const { state } = registration;
  return (
    <Dialog open={state.isOpen} onOpenChange={(isOpen) => !isOpen && registration.close()}>
      <DialogContent>
        {state.linkSent ? (
          <>
            <DialogHeader>
              <DialogTitle>This e-mail already has a plan</DialogTitle>
              <DialogDescription>
                For your privacy, a plan opens only in a browser its owner has used or opened from our link.
              </DialogDescription>
            </DialogHeader>
            <LinkSentNotice
              sent={state.linkSent}
              actions={
                <Button variant="outline" className="w-full sm:w-fit" onClick={registration.close}>
                  Done
                </Button>
              }
            />
          </>
        ) : (
          <RegistrationSteps registration={registration} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RegistrationSteps({ registration }: { registration: Registration }) {
  const { state } = registration;
  return (
    <>
      <DialogHeader>
        <p className="text-sm font-medium text-primary">Step {state.step} of 2</p>
        <DialogTitle>{STEP_TITLES[state.step]}</DialogTitle>
        <DialogDescription>
          {state.step === 1
            ? 'We identify you by e-mail only: no password needed.'
            : 'A few details so we can title your reports and reach you.'}
        </DialogDescription>
      </DialogHeader>
      {state.step === 1 ? (
        <ContactStepForm
          key={`contact-${state.formKey}`}
          defaultValues={state.contact}
          isPending={registration.isValidating}
          onSubmit={registration.submitContact}
        />
      ) : (
        <BusinessStepForm
          key={`business-${state.formKey}`}
          defaultBusinessName={state.businessName}
          isPending={registration.isCreating}
          onBack={registration.back}
          onSubmit={registration.submitBusiness}
        />
      )}
    </>
  );
}
