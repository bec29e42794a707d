import type { FaqGroup } from './help-contract';

/** A small FAQ as the API answers it, for the pages' tests. */
export const TEST_FAQ: FaqGroup[] = [
  {
    handle: 'orders-shipping',
    title: 'Orders & shipping',
    summary: 'Placing an order, delivery times, shipping costs and tracking.',
    questions: [
      { handle: 'free-shipping', question: 'Is shipping free?', answer: 'Standard Shipping is free on orders over $79.' },
      { handle: 'delivery-time', question: 'How long does delivery take?', answer: 'Most parts arrive in 3–7 business days.' },
      { handle: 'track-order', question: 'How do I track my order?', answer: 'Open Track your order (/order/track) and enter your order number.' },
      { handle: 'change-order', question: 'Can I change or cancel an order after placing it?', answer: 'An order that has not shipped yet can be changed.' },
    ],
  },
  {
    handle: 'returns-refunds',
    title: 'Returns & refunds',
    summary: 'The 90-day return window.',
    questions: [
      { handle: 'return-policy', question: 'What is your return policy?', answer: 'You can return a part within 90 days of delivery.' },
      { handle: 'refund-time', question: 'When will I get my refund?', answer: 'We refund within 2 business days of the part reaching our warehouse.\n\nYour bank shows it within 5–10 business days.' },
    ],
  },
];

export const SETTINGS = {
  COMPANY_ADDRESS: '1200 Market St, Wilmington, DE 19801, USA',
  COMPANY_PHONE: '+1 (302) 555-0142',
  SERVICE_EMAIL: 'support@axlebay.example',
  BUSINESS_EMAIL: 'partners@axlebay.example',
};

export const CONFIG = { list: [{ key: 'SUPPORT_HOURS', value: '24/7' }, { key: 'FREE_SHIPPING_THRESHOLD_CENTS', value: '7900' }], total: 2, page: 1, size: 100 };
