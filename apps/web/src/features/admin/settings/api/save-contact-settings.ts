// POST /api/contact-settings (none stored yet) or PUT /api/contact-settings/{id} (update).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZContactSettings,
  type TContactSettings,
  type TContactSettingsInput,
} from '@trajectory/contracts/admin-settings';
import { contactSettingsQueryOptions } from '@/api/get-contact-settings';
import { apiRequest } from '@/lib/api';
import { adminContactSettingsQueryKey } from './get-admin-contact-settings';

export async function saveContactSettings({
  id,
  body,
}: {
  id: number | undefined;
  body: TContactSettingsInput;
}): Promise<TContactSettings> {
  const res =
    id === undefined
      ? await apiRequest('POST', '/api/contact-settings', body)
      : await apiRequest('PUT', `/api/contact-settings/${id}`, body);
  return ZContactSettings.parse(await res.json());
}

export function useSaveContactSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminContactSettingsQueryKey, saved);
      // The public contact page and landing section cache their own copy.
      return queryClient.invalidateQueries({ queryKey: contactSettingsQueryOptions().queryKey });
    },
  });
}
