// The reports lookup by e-mail (/reports): finds the prospect, then opens the dashboard.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { ZEmail } from '@trajectory/contracts/prospects';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { prospectByEmailQueryOptions } from '@/api/get-prospect-by-email';

export function ReportsLookupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSearching, setIsSearching] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZEmail.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      return;
    }
    setError(null);
    setIsSearching(true);
    try {
      await queryClient.fetchQuery(prospectByEmailQueryOptions(parsed.data));
      await navigate(`/reports/${encodeURIComponent(parsed.data)}`);
    } catch {
      notify({
        title: 'No Reports Found',
        description:
          'No reports were found for this email address. Please check your email or create new reports.',
        variant: 'destructive',
      });
    } finally {
      setIsSearching(false);
    }
  }

  return (
    <PageLayout
      title="Access Your Reports"
      description="Enter the email address you used for your questionnaire to see your financial reports."
    >
      <Card className="max-w-md gap-5 p-6">
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="reports-email">Email Address</Label>
            <Input
              id="reports-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value.toLowerCase())}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'reports-email-error' : undefined}
            />
            {error && (
              <p id="reports-email-error" className="text-sm text-negative">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" disabled={isSearching}>
            {isSearching ? 'Searching...' : 'Find My Reports'}
          </Button>
        </form>
        <Button asChild variant="link" className="w-fit px-0">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </Card>
    </PageLayout>
  );
}
