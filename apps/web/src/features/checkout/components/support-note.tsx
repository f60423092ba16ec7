// The support address shown on the payment pages (purchasing.md section 1).
import { usePublicConfig } from '@/api/get-public-config';

export function SupportNote() {
  const config = usePublicConfig();
  const email = config.data?.supportEmail;
  if (!email) return null;
  return (
    <p className="text-center text-sm text-muted-foreground">
      Questions about your payment? Email{' '}
      <a className="font-medium text-primary hover:underline" href={`mailto:${email}`}>
        {email}
      </a>
    </p>
  );
}
