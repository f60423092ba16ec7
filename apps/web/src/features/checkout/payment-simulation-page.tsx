// The simulated payment page (/payment-simulation/:prospectId).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function PaymentSimulationPage() {
  return <PlaceholderPage title="Payment Simulation" />;
}
