// The landing page's footer: brand, Contact Us, 'bottom' social links and the copyright line.
import { Link } from 'react-router';
import { accountsAt, useSocialLinks } from '@/api/get-social-links';
import { SocialLinks } from '@/components/social-links';
import { Button } from '@/components/ui/button';
import { CONTACT_PATH } from '@/lib/paths';

export function SiteFooter() {
  const social = useSocialLinks();
  return (
    <footer className="bg-slate-900 text-slate-100">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-8 px-4 py-12 md:px-6">
        <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-1">
            <p className="text-lg font-semibold">Trajectory</p>
            <p className="text-sm text-slate-300">
              3-year financial projections for founders and small businesses.
            </p>
          </div>
          <Button
            asChild
            variant="outline"
            className="w-fit border-slate-600 bg-transparent text-slate-100 hover:bg-slate-800"
          >
            <Link to={CONTACT_PATH}>Contact Us</Link>
          </Button>
        </div>
        {social.data && <SocialLinks accounts={accountsAt(social.data, 'bottom')} tone="dark" />}
        <p className="border-t border-slate-800 pt-6 text-sm text-slate-400">
          © {new Date().getFullYear()} Trajectory. Projections are estimates, not financial advice.
        </p>
      </div>
    </footer>
  );
}
