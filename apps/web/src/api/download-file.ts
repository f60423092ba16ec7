// Saves a file the API sends (Excel, Word): fetch with cookies, then a blob link named by Content-Disposition.
import { apiRequest } from '@/lib/api';

/** The file name from a Content-Disposition header, if it names one. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
}

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick so the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

/** GETs `url` and saves the body; a non-success response throws the client's ApiError. */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const res = await apiRequest('GET', url);
  const blob = await res.blob();
  const filename = filenameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, filename);
  return filename;
}
