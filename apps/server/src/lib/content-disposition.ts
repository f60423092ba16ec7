// The Content-Disposition of a download: a quoted name for old clients, and the UTF-8 name (RFC 5987).
export function attachmentDisposition(filename: string): string {
  return `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
