// The Content-Disposition of a download: an ASCII name for old clients, and the UTF-8 name (RFC 5987).

/** The name with accents dropped and anything outside printable ASCII (and quotes, backslashes) as "_". */
function asciiFallback(filename: string): string {
  return filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** RFC 5987 attr-chars: encodeURIComponent leaves ' ( ) * as they are, which the grammar does not allow. */
function encodeExtValue(filename: string): string {
  return encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function attachmentDisposition(filename: string): string {
  return `attachment; filename="${asciiFallback(filename)}"; filename*=UTF-8''${encodeExtValue(filename)}`;
}
