// Staff spreadsheet exports (admin.md section 8): a file is saved, or "Export Failed" names the reason.
import { filenameFromDisposition, saveBlob } from '@/api/download-file';
import { ApiError, isSignedOut } from '@/lib/api';
import { notify } from '@/lib/notify';

export type ExportKind = 'requests' | 'prospects' | 'questionnaire' | 'financial reports';

/** Why an export failed, in the spec's words. */
export class ExportError extends Error {}

async function fetchExport(url: string, kind: ExportKind): Promise<{ blob: Blob; filename: string | null }> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) {
    const refusal = new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
    if (isSignedOut(refusal) && kind === 'financial reports') {
      throw new ExportError('Authentication required. Please log in to the admin panel again.');
    }
    throw new ExportError(`Export failed with status: ${res.status}`);
  }
  const blob = await res.blob();
  if (blob.size === 0) throw new ExportError('Export file is empty');
  return { blob, filename: filenameFromDisposition(res.headers.get('Content-Disposition')) };
}

/**
 * Downloads an export and saves it under the server's file name (or `fallbackName`). Failures show
 * the "Export Failed" toast and resolve to null, so callers only reset their pending state.
 */
export async function exportFile(
  url: string,
  kind: ExportKind,
  fallbackName: string,
): Promise<string | null> {
  try {
    const { blob, filename } = await fetchExport(url, kind);
    const name = filename ?? fallbackName;
    saveBlob(blob, name);
    return name;
  } catch (err) {
    const reason = err instanceof Error && err.message ? err.message : 'Network error';
    notify({
      title: 'Export Failed',
      description: `Failed to export ${kind}: ${reason}`,
      variant: 'destructive',
    });
    return null;
  }
}
