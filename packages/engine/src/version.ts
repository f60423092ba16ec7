// The version of the model and its renderers: part of every chart ETag and render/image cache key, so a
// change to the figures (or how they are drawn) never serves a stale image, chart or page.

/**
 * Bump whenever a projection's figures or their rendering change. 2: issue #24's corrections (seasonal
 * anchor, break-even at the average season, debt-service coverage after tax and draws, the 80% loss offset).
 */
export const ENGINE_VERSION = 2;
