// A page whose content arrives with a later issue: the real layout and title, nothing more yet.
import { PageLayout } from './page-layout';

export function PlaceholderPage({ title }: { title: string }) {
  return <PageLayout title={title} />;
}
