// The dashboard's sections (admin.md section 2, and Activity from issue #22): nine tabs on desktop, the
// same nine in the phone accordion (Contacts included since issue #24: staff answer messages on phones).
import type { ComponentType } from 'react';
import { ActivityTab } from '@/features/admin/activity/components/activity-tab';
import { AiConfigTab } from '@/features/admin/settings/components/ai-config-tab';
import { ContactsTab } from '@/features/admin/settings/components/contacts-tab';
import { PaymentHistoryTab } from '@/features/admin/payments/components/payment-history-tab';
import { ProductsTab } from '@/features/admin/products/components/products-tab';
import { PromoCodesTab } from '@/features/admin/promo-codes/components/promo-codes-tab';
import { ProspectsTab } from '@/features/admin/prospects/components/prospects-tab';
import { RequestsTab } from '@/features/admin/requests/components/requests-tab';
import { UsersTab } from '@/features/admin/users/components/users-tab';

export type AdminTab = {
  value: string;
  label: string;
  Component: ComponentType;
};

export const ADMIN_TABS: readonly AdminTab[] = [
  { value: 'dashboard', label: 'Dashboard', Component: RequestsTab },
  { value: 'prospects', label: 'Prospects', Component: ProspectsTab },
  { value: 'payments', label: 'Payment History', Component: PaymentHistoryTab },
  { value: 'promo-codes', label: 'Promo Codes', Component: PromoCodesTab },
  { value: 'products', label: 'Products', Component: ProductsTab },
  { value: 'ai-config', label: 'AI Configuration', Component: AiConfigTab },
  { value: 'contacts', label: 'Contacts', Component: ContactsTab },
  { value: 'users', label: 'User Management', Component: UsersTab },
  { value: 'activity', label: 'Activity', Component: ActivityTab },
];
