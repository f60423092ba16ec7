// The staff sign-in screen (/admin and /admin/login); a signed-in admin goes straight to the dashboard.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router';
import { Lock } from 'lucide-react';
import { ZAdminLoginRequest, type TAdminLoginRequest } from '@trajectory/contracts/admin-auth';
import { SiteHeader } from '@/components/layouts/site-header';
import { PageFallback } from '@/components/layouts/page-fallback';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useAdminSession } from './api/get-admin-session';
import { useLogin } from './api/login';
import { FormInputField } from '@/features/admin/common/components/form-input-field';
import { ADMIN_DASHBOARD_PATH } from '@/lib/paths';

export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const session = useAdminSession();
  const login = useLogin();
  const navigate = useNavigate();
  const form = useForm<TAdminLoginRequest>({
    resolver: zodResolver(ZAdminLoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  if (session.isPending) return <PageFallback />;
  if (session.data?.authenticated) return <Navigate to={ADMIN_DASHBOARD_PATH} replace />;

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (data) => {
        notify({
          title: 'Login Successful',
          description: `${data.firstSignIn ? 'Welcome' : 'Welcome back'}, ${data.user.username}!`,
          variant: 'success',
        });
        void navigate(ADMIN_DASHBOARD_PATH, { replace: true });
      },
      onError: (err) =>
        notify({
          title: 'Login Failed',
          description: errorMessage(err, 'Login failed'),
          variant: 'destructive',
        }),
    });
  });

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <SiteHeader />
      <main className="flex flex-1 items-start justify-center px-4 py-12 md:items-center">
        <Card className="w-full max-w-sm gap-6 p-6 md:p-8">
          <div className="flex flex-col items-center gap-2 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Lock className="size-5" aria-hidden="true" />
            </span>
            <h1 className="text-xl font-semibold">Admin Login</h1>
            <p className="text-sm text-muted-foreground">Sign in to manage Trajectory.</p>
          </div>
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
            <FormInputField
              id="admin-username"
              label="Username"
              autoComplete="username"
              autoFocus
              error={errors.username?.message}
              registration={form.register('username')}
            />
            <FormInputField
              id="admin-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              registration={form.register('password')}
            />
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
        </Card>
      </main>
    </div>
  );
}
