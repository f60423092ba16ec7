// A server-drawn chart: a compact rendering on phones, at most 300 px high there and 400 px on desktop;
// a chart that fails to load is replaced by a sentence (purchasing.md 2.9).
import { useState } from 'react';
import { PHONE_CHART_SIZE } from '@trajectory/charts/sizes';

export const CHART_UNAVAILABLE = 'Chart unavailable - questionnaire data not loaded';

/** Phones get a chart drawn at their size, so labels stay legible instead of being scaled down. */
export const PHONE_CHART_QUERY = `width=${PHONE_CHART_SIZE.width}&height=${PHONE_CHART_SIZE.height}`;

/** The chart's URL; a `version` (the answers' last update) makes the browser fetch an edited chart anew. */
export function chartUrl(questionnaireId: string, slug: string, version?: string): string {
  const url = `/api/questionnaires/${encodeURIComponent(questionnaireId)}/charts/${slug}`;
  return version ? `${url}?v=${encodeURIComponent(version)}` : url;
}

export function ChartImage({ src, alt }: { src: string; alt: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken) {
    return (
      <p data-testid="chart-unavailable" className="py-12 text-center text-sm text-muted-foreground">
        {CHART_UNAVAILABLE}
      </p>
    );
  }
  return (
    <picture>
      {/* width and height reserve each chart's space before it loads, so lazy charts do not shift the page. */}
      <source
        media="(max-width: 767px)"
        srcSet={`${src}${src.includes('?') ? '&' : '?'}${PHONE_CHART_QUERY}`}
        width={PHONE_CHART_SIZE.width}
        height={PHONE_CHART_SIZE.height}
      />
      <img
        src={src}
        alt={alt}
        width={800}
        height={400}
        loading="lazy"
        className="mx-auto h-auto max-h-[300px] w-full rounded-md object-contain md:max-h-[400px]"
        onError={() => setIsBroken(true)}
      />
    </picture>
  );
}
