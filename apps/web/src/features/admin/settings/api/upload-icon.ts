// POST /api/objects/upload for a single-use URL, then PUT the image bytes to it; yields the stored path.
import { useMutation } from '@tanstack/react-query';
import { ZUploadedObject, ZUploadUrlResponse } from '@trajectory/contracts/admin-uploads';
import { ApiError } from '@/lib/api';

/** Raw fetch rather than apiRequest, which only sends JSON; errors keep its `{status}: {body}` form. */
export async function uploadIcon(file: File): Promise<string> {
  const res = await fetch('/api/objects/upload', {
    method: 'POST',
    // admin.md section 7: a JSON content type and no body.
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  const { uploadURL } = ZUploadUrlResponse.parse(await res.json());
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
    credentials: 'include',
  });
  if (!put.ok) throw new ApiError(put.status, put.statusText, await put.text().catch(() => ''));
  return ZUploadedObject.parse(await put.json()).objectPath;
}

export function useUploadIcon() {
  return useMutation({ mutationFn: uploadIcon });
}
