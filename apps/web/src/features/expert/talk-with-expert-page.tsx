// Booking an expert consultation (/talk-with-expert).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function TalkWithExpertPage() {
  return <PlaceholderPage title="Talk With a Financial Expert" />;
}
