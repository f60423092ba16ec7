// The Content-Security-Policy: our own origin, plus exactly the outside hosts the configured providers need.
import type { Config } from '../infra/config';

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: [] as string[],
};
const PAYPAL = {
  script: ['https://www.paypal.com'],
  frame: ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
  connect: [
    'https://www.paypal.com',
    'https://www.sandbox.paypal.com',
    'https://api-m.paypal.com',
    'https://api-m.sandbox.paypal.com',
  ],
  img: ['https://www.paypalobjects.com'],
};

export function cspDirectives(config: Config) {
  const providers = [
    ...(config.STRIPE_SECRET_KEY ? [STRIPE] : []),
    ...(config.PAYPAL_CLIENT_ID ? [PAYPAL] : []),
  ];
  const extra = (key: keyof typeof STRIPE) => providers.flatMap((p) => p[key]);
  // The expert page embeds the booking widget of SCHEDULING_URL.
  const scheduling = config.SCHEDULING_URL ? [new URL(config.SCHEDULING_URL).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...extra('script')],
    // Radix and sonner position elements with inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra('img')],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...extra('connect')],
    frameSrc: ["'self'", ...extra('frame'), ...scheduling],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
