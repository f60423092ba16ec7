// Which image URLs staff may save: those the Content-Security-Policy's img-src lets a browser load.
import type { Config } from '../../infra/config';
import { cspDirectives } from '../../http/csp';
import { AppError } from '../../lib/errors';

/** The origins img-src allows beyond this site's own paths, and this site's origin when it is known. */
export type ImageUrlRule = { selfOrigin: string | null; origins: readonly string[] };

export function imageUrlRule(config: Config): ImageUrlRule {
  const imgSrc = cspDirectives(config).imgSrc;
  return {
    selfOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null,
    origins: imgSrc.filter((source) => /^https?:\/\//.test(source)).map((source) => new URL(source).origin),
  };
}

/** Whether a browser showing our pages would load the image: our own paths, or an allowed origin. */
export function isImageAllowed(rule: ImageUrlRule, url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  if (/^(data|blob):/i.test(url)) return true;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return false;
  }
  return origin === rule.selfOrigin || rule.origins.includes(origin);
}

/** Refuses (400, naming the field) an image the policy would block, and says to upload it instead. */
export function assertImageAllowed(rule: ImageUrlRule, url: string | null | undefined, field: string) {
  if (!url || isImageAllowed(rule, url)) return;
  throw new AppError(
    'INVALID_INPUT',
    `The ${field} URL points to another site, whose images this site's Content-Security-Policy blocks, ` +
      'so it would show as a broken image. Upload the image instead (Upload Icon).',
    { field },
  );
}
