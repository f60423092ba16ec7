// The purchasing spec's error catalogue (section 8) and fixed texts, word for word.
export const MESSAGES = {
  missingInfo: 'Missing Information: Product or user information is missing.',
  productUnavailable: 'Product information not available',
  promoBlank: 'Please enter a promo code',
  promoInvalid: 'Invalid promo code',
  promoValidateFailed: 'Failed to validate promo code. Please try again.',
  promoUseTitle: 'Promo Code Error',
  promoUseFailed: 'Failed to apply promo code. Please try again.',
  noQuestionnaire: 'No questionnaire found. Please complete the questionnaire first.',
  promoProcessFailed: 'Failed to process promo code and generate statements. Please try again.',
  orderTitle: 'Order Creation Failed',
  orderFailed: 'Unable to create order. Please try again.',
  setupTitle: 'Payment Setup Failed',
  setupFailed: 'Unable to setup payment. Please try again.',
  /** The provider took the card but the server could not record it and generate the reports. */
  paidNotGenerated:
    'Payment was successful but there was an issue generating your reports. Please contact support.',
  cardFailed: 'Your payment could not be processed. Please try again.',
  cardNotLoaded: 'Card information is not properly loaded. Please refresh and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  intentInit: 'Failed to initialize payment. Please try again.',
  paypalCancelTitle: 'Payment Cancelled',
  paypalCancel: 'You cancelled the payment process',
  paypalErrorTitle: 'Payment Error',
  paypalError: 'Payment could not be processed',
  paypalStart: 'Failed to start PayPal payment',
  orderLoad: 'Failed to load order details',
  freeProduct: 'This is a free product. No payment required.',
  testMode: 'Test mode — no real payment',
} as const;

/** purchasing.md section 9: redirect after card success, and on the simulated page. */
export const CARD_REDIRECT_MS = 1000;
export const SIMULATION_REDIRECT_MS = 2000;
