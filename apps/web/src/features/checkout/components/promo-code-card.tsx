// The promo-code card of a checkout whose product accepts codes: validate a code, then get the plan free.
import { useRef, type FormEvent } from 'react';
import { CheckCircle2, Gift, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useKeepEarlyTyping } from '@/hooks/use-keep-early-typing';
import { cn } from '@/lib/utils';
import type { usePromoCheckout } from '../hooks/use-promo-checkout';

export function PromoCodeCard({
  promo,
  productName,
}: {
  promo: ReturnType<typeof usePromoCheckout>;
  productName: string;
}) {
  const isLocked = promo.isValidating || promo.isValid;
  // Drawn by the server (issue #27 item 1): a code typed before hydration is kept.
  const formRef = useRef<HTMLFormElement>(null);
  useKeepEarlyTyping(formRef);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void promo.check();
  };
  return (
    <Card data-testid="promo-card">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold">
          <Gift className="size-5 text-primary" aria-hidden="true" />
          Have a promo code?
        </h2>
        <CardDescription>A valid code makes your {productName} free.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-2">
          <Label htmlFor="promo-code">Promo Code</Label>
          <div className="flex gap-2">
            <Input
              id="promo-code"
              value={promo.code}
              onChange={(event) => promo.changeCode(event.target.value)}
              disabled={isLocked}
              autoComplete="off"
              placeholder="Enter code"
              className="uppercase"
              aria-invalid={promo.notice?.tone === 'error' ? true : undefined}
              aria-describedby={promo.notice ? 'promo-notice' : undefined}
            />
            <Button type="submit" variant="outline" disabled={isLocked}>
              {promo.isValidating && <Loader2 className="animate-spin" aria-hidden="true" />}
              Apply
            </Button>
          </div>
        </form>
        {promo.notice && (
          <p
            id="promo-notice"
            role={promo.notice.tone === 'error' ? 'alert' : 'status'}
            className={cn(
              'flex items-center gap-1.5 text-sm',
              promo.notice.tone === 'error' ? 'font-medium text-negative' : 'text-emerald-800',
            )}
          >
            {promo.notice.tone === 'success' && <CheckCircle2 className="size-4" aria-hidden="true" />}
            {promo.notice.text}
          </p>
        )}
        {promo.isValid && (
          <div className="flex flex-col gap-2">
            <Button size="lg" onClick={() => void promo.redeem()} disabled={promo.isRedeeming}>
              {promo.isRedeeming && <Loader2 className="animate-spin" aria-hidden="true" />}
              Get Your Reports Now (FREE)
            </Button>
            {promo.redeemError && (
              <p role="alert" className="text-sm font-medium text-negative">
                {promo.redeemError}
              </p>
            )}
            <Button variant="link" size="sm" onClick={promo.clear} disabled={promo.isRedeeming}>
              Use a different code
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
