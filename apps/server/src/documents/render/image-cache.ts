// Rendered chart images kept in memory, least recently used dropped first, bounded by total bytes.
// Callers check access and plan before they look here: a cached image is never a way around them.
import { ENGINE_VERSION } from '@trajectory/engine';

/** Bumped whenever the drawing changes, so no image drawn by older code is served. */
export const RENDERER_VERSION = 3;

/**
 * The figures' and the drawing's version together: every chart ETag and render/image cache key carries it,
 * so a change to the model (ENGINE_VERSION) or to the drawing never serves what older code made.
 */
export const RENDER_VERSION_TAG = `e${ENGINE_VERSION}r${RENDERER_VERSION}`;

export type ImageKey = {
  questionnaireId: string;
  updatedAt: Date;
  chart: string;
  format: 'png' | 'svg';
  width?: number;
  height?: number;
  /** The title drawn on the chart (the prospect's business name can change without the questionnaire). */
  title: string;
  years: number;
};

export function imageCacheKey(key: ImageKey): string {
  return JSON.stringify([
    RENDER_VERSION_TAG,
    key.questionnaireId,
    key.updatedAt.getTime(),
    key.chart,
    key.format,
    key.width ?? null,
    key.height ?? null,
    key.title,
    key.years,
  ]);
}

export type ImageCache = {
  get: (key: string) => Buffer | string | undefined;
  set: (key: string, image: Buffer | string) => void;
  /**
   * The cached image, or the one `draw` makes (then cached); callers asking for a key already being drawn
   * share that drawing, so a burst of the same request costs one render.
   */
  through: (key: string, draw: () => Promise<Buffer | string>) => Promise<Buffer | string>;
  stats: () => { entries: number; bytes: number };
};

export function createImageCache(maxBytes: number): ImageCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest use first.
  const entries = new Map<string, Buffer | string>();
  const drawing = new Map<string, Promise<Buffer | string>>();
  let bytes = 0;
  const sizeOf = (image: Buffer | string) =>
    typeof image === 'string' ? Buffer.byteLength(image) : image.length;
  const cache: ImageCache = {
    get: (key) => {
      const image = entries.get(key);
      if (image !== undefined) {
        entries.delete(key);
        entries.set(key, image);
      }
      return image;
    },
    set: (key, image) => {
      const size = sizeOf(image);
      if (size > maxBytes) return;
      const old = entries.get(key);
      if (old !== undefined) {
        bytes -= sizeOf(old);
        entries.delete(key);
      }
      entries.set(key, image);
      bytes += size;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= sizeOf(value);
      }
    },
    through: (key, draw) => {
      const cached = cache.get(key);
      if (cached !== undefined) return Promise.resolve(cached);
      const pending = drawing.get(key);
      if (pending) return pending;
      const started = draw()
        .then((image) => {
          cache.set(key, image);
          return image;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, started);
      return started;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
  return cache;
}
