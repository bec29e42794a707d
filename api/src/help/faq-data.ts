/**
 * The help centre's questions (spec §2 `/help`, `/help/faq`), per shop: 2022 sells in the US, 2023 in
 * Canada. Answers follow the shops' settings and config (api/src/settings/shop-settings-data.ts): the
 * 90-day return window, the free-shipping thresholds, Standard Shipping, the payment methods, 24/7
 * support. A question's `handle` is its deep link (`/help/faq#<handle>`): keep handles stable.
 */
export type FaqShopId = 2022 | 2023;

export interface FaqGroupSeed {
  handle: string;
  title: string;
  summary: string;
  questions: ReadonlyArray<{ handle: string; question: string; answer: string }>;
}

interface Market {
  ca: boolean;
  country: string;
  threshold: string;
  currency: string;
  region: string;
  postal: string;
  phone: string;
}

const marketOf = (shopId: FaqShopId): Market =>
  shopId === 2023
    ? { ca: true, country: 'Canada', threshold: 'CA$99', currency: 'Canadian dollars (CAD)', region: 'province or territory', postal: 'postal code', phone: '+1 (416) 555-0142' }
    : { ca: false, country: 'the United States', threshold: '$79', currency: 'US dollars (USD)', region: 'state', postal: 'ZIP code', phone: '+1 (302) 555-0142' };

function ordersAndShipping(m: Market): FaqGroupSeed {
  return {
    handle: 'orders-shipping',
    title: 'Orders & shipping',
    summary: 'Placing an order, delivery times, shipping costs and tracking.',
    questions: [
      {
        handle: 'free-shipping',
        question: 'Is shipping free?',
        answer: `Standard Shipping is free on orders over ${m.threshold} (the subtotal after discounts, before tax). Below ${m.threshold}, the shipping cost is shown at checkout before you pay, once we know your ${m.postal}.`,
      },
      {
        handle: 'delivery-time',
        question: 'How long does delivery take?',
        answer: `Every order ships with Standard Shipping. Most parts leave our warehouse within 1 business day and arrive in 3–7 business days${m.ca ? '; remote communities in the territories and northern Quebec can take up to 10' : '; Alaska and Hawaii can take up to 10'}. The product page and checkout show an estimated delivery window for your ${m.postal}.`,
      },
      {
        handle: 'track-order',
        question: 'How do I track my order?',
        answer: 'Open Track your order (/order/track) and enter your order number with the email you used at checkout, or sign in and open the order under My account › Order history. Once the parcel ships, the tracking number and carrier appear on the order and in the shipping email.',
      },
      {
        handle: 'change-order',
        question: 'Can I change or cancel an order after placing it?',
        answer: 'An order that has not shipped yet can be changed or cancelled: contact our 24/7 support with your order number and we will do it for you. An unpaid order is cancelled on its own when its payment window runs out. Once the parcel has shipped, send it back under our 90-day return policy instead.',
      },
      {
        handle: 'split-shipment',
        question: 'Why did my order arrive in more than one box?',
        answer: 'Large parts (bumpers, exhaust sections, radiators) and parts that ship from different warehouses travel separately so that nothing waits. Each parcel has its own tracking number on the order page; you never pay shipping twice.',
      },
      {
        handle: 'guest-checkout',
        question: 'Do I need an account to order?',
        answer: 'No. You can check out as a guest with your email address and track the order with its order number. An account keeps your garage, addresses and order history in one place and earns member points on every paid order.',
      },
      {
        handle: 'ship-where',
        question: m.ca ? 'Do you ship everywhere in Canada?' : 'Do you ship to every US state?',
        answer: m.ca
          ? 'We ship to every province and territory, including PO boxes through Canada Post. We do not ship from the Canadian shop to US addresses: for a US address, switch to our US shop at the bottom of any page.'
          : 'We ship to all 50 states, Washington DC and APO/FPO addresses. PO boxes work for parts that fit the carrier’s size limits. For a Canadian address, switch to our Canadian shop at the bottom of any page.',
      },
    ],
  };
}

function returnsAndRefunds(m: Market): FaqGroupSeed {
  return {
    handle: 'returns-refunds',
    title: 'Returns & refunds',
    summary: 'The 90-day return window, how to send a part back and when the money arrives.',
    questions: [
      {
        handle: 'return-policy',
        question: 'What is your return policy?',
        answer: 'You can return a part within 90 days of delivery for a full refund of the part’s price, as long as it is unused, uninstalled and in its original packaging. Electrical parts that were plugged in and custom-cut parts cannot be returned unless they are faulty.',
      },
      {
        handle: 'start-return',
        question: 'How do I start a return?',
        answer: 'Contact our 24/7 support (chat, phone or the feedback form at /help/feedback) with your order number and the part you want to return. We email you a return authorisation and a prepaid label within one business day. Pack the part in its original box and drop it off with the carrier named on the label.',
      },
      {
        handle: 'return-shipping-cost',
        question: 'Who pays for return shipping?',
        answer: 'If the part does not fit the vehicle our fitment check confirmed, arrived damaged or is faulty, the return label is on us. If you changed your mind or ordered for a different vehicle, the label’s cost is taken from the refund.',
      },
      {
        handle: 'refund-time',
        question: 'When will I get my refund?',
        answer: `We refund within 2 business days of the part reaching our warehouse, in ${m.currency}, to the payment method you used. Your bank or card issuer usually shows it within 5–10 business days; PayPal and Klarna refunds usually appear sooner.`,
      },
      {
        handle: 'wrong-part',
        question: 'I received the wrong part. What now?',
        answer: 'Sorry about that. Send us the order number and a photo of the part and its label through the feedback form or our 24/7 support. We ship the right part right away at no cost and send you a prepaid label for the wrong one.',
      },
    ],
  };
}

function fitment(): FaqGroupSeed {
  return {
    handle: 'fitment',
    title: 'Fitment & your vehicle',
    summary: 'How we check that a part fits, and what to do when it does not.',
    questions: [
      {
        handle: 'fitment-check',
        question: 'How do I know a part fits my vehicle?',
        answer: 'Choose your vehicle by year, make, model, trim and engine (or enter your 17-character VIN) in the vehicle selector. Every part then shows whether it fits that vehicle, and lists and search results show the parts that fit first. The product page’s fitment table lists every vehicle the part is made for.',
      },
      {
        handle: 'vin-lookup',
        question: 'Why should I enter my VIN?',
        answer: 'The VIN (Vehicle Identification Number) names your exact vehicle: year, make, model, trim and engine, which settles cases where the same model had two engines or brake sizes in one year. You find it on the driver’s side of the dashboard, seen through the windshield, on the door jamb sticker and on your registration and insurance papers.',
      },
      {
        handle: 'fitment-guarantee',
        question: 'What if a part marked “fits” does not fit?',
        answer: 'Our fitment promise: if a part we showed as fitting the vehicle you selected does not fit, we take it back within 90 days with a free return label and refund the part and the shipping you paid, or send the right part at no cost.',
      },
      {
        handle: 'not-sure-fit',
        question: 'The part does not say whether it fits. What should I do?',
        answer: 'That means the vehicle you selected is missing a detail (often the trim or engine) or the part has no fitment data for it. Add the trim and engine, or your VIN, and the answer appears. Still unsure? Send our 24/7 support the part number and your VIN and we will check it for you before you order.',
      },
      {
        handle: 'universal-parts',
        question: 'What are universal parts?',
        answer: 'Universal parts (floor mats, wiper blades sold by length, bulbs by socket type, tools) are not tied to one vehicle. Their product page lists the sizes or specifications to compare with your vehicle instead of a fitment table.',
      },
    ],
  };
}

function payment(m: Market): FaqGroupSeed {
  return {
    handle: 'payment',
    title: 'Payment',
    summary: 'Cards, wallets, pay later and what you are charged.',
    questions: [
      {
        handle: 'payment-methods',
        question: 'Which payment methods do you accept?',
        answer: 'Credit and debit cards (Visa, Mastercard, American Express, Discover) through Oceanpayment or Stripe, PayPal, PayPal Pay Later, Google Pay, Apple Pay and Klarna. The methods your device supports are offered on the payment step of checkout.',
      },
      {
        handle: 'pay-later',
        question: 'Can I pay in instalments?',
        answer: `Yes. Klarna and PayPal Pay Later split eligible orders into interest-free instalments, subject to their approval. Choose one of them on the payment step; you finish the application with them and come back to your order result.`,
      },
      {
        handle: 'currency',
        question: 'Which currency am I charged in?',
        answer: `Prices are shown and charged in ${m.currency}. ${m.ca ? 'Taxes (GST/HST, and PST/QST where it applies) are added at checkout for your province.' : 'Sales tax is added at checkout where your state requires it.'}`,
      },
      {
        handle: 'payment-declined',
        question: 'My payment was declined. What can I do?',
        answer: 'Nothing is charged for a declined payment. Check the card’s billing address and expiry date, or choose another method: your order keeps its items while you retry from the order result page. If the bank keeps declining, call the number on the back of your card: some banks block a first online purchase from a new shop.',
      },
      {
        handle: 'coupon-codes',
        question: 'How do I use a coupon code?',
        answer: 'Enter it in the coupon field of your cart or on the checkout’s payment step and select Apply. One coupon applies per order; the discount shows in the order summary before you pay. Member discounts and coupons are explained next to the field when they cannot be combined.',
      },
    ],
  };
}

function accountAndGarage(): FaqGroupSeed {
  return {
    handle: 'account-garage',
    title: 'Account & garage',
    summary: 'Your account, saved vehicles, member points and emails.',
    questions: [
      {
        handle: 'garage',
        question: 'What is My Garage?',
        answer: 'My Garage keeps the vehicles you shop for. Add a vehicle once and choose it from the header’s vehicle chip on any page; the default vehicle is selected whenever you sign in, on any device. A guest’s garage lives in the browser until you create an account.',
      },
      {
        handle: 'reset-password',
        question: 'I forgot my password.',
        answer: 'On the sign-in page, choose Forgot password and enter your email. We send a code to reset it; the code works for a short time and only once. If no email arrives, check the spam folder or ask our 24/7 support.',
      },
      {
        handle: 'member-points',
        question: 'How do member points work?',
        answer: 'Every paid order earns points at your member level’s rate, and your level rises with your lifetime spend. Points can pay part of a later order at checkout. The rules and levels are under My account › Member rules.',
      },
      {
        handle: 'newsletter',
        question: 'How do I stop the newsletter?',
        answer: 'Every newsletter email has an unsubscribe link at the bottom; one click is enough. Order and shipping emails keep coming, because they are about your orders.',
      },
      {
        handle: 'delete-account',
        question: 'Can I delete my account?',
        answer: 'Yes. Send a request through the feedback form (topic: My account) from the email address of the account. We confirm by email and delete the account and garage within 30 days; order records we must keep for tax purposes are kept without your marketing data.',
      },
    ],
  };
}

function warranty(): FaqGroupSeed {
  return {
    handle: 'warranty',
    title: 'Warranty & installation',
    summary: 'Manufacturer warranties, faulty parts and fitting help.',
    questions: [
      {
        handle: 'warranty-cover',
        question: 'Do your parts come with a warranty?',
        answer: 'Yes. Every part carries its manufacturer’s warranty, from 1 year for most wear parts up to a limited lifetime warranty on some brake, suspension and lighting lines; the product page names it. Keep your order number: it is your proof of purchase.',
      },
      {
        handle: 'warranty-claim',
        question: 'How do I make a warranty claim?',
        answer: 'Send the order number, the part, what went wrong and a photo or video through the feedback form (topic: Warranty) or our 24/7 support. We handle the claim with the manufacturer for you and ship a replacement once it is approved, usually within 5 business days.',
      },
      {
        handle: 'installation-help',
        question: 'Can you help me install a part?',
        answer: 'Many product pages link installation videos and guides from our guide video library. We recommend a certified mechanic for brakes, steering, suspension and airbag parts; installing a part does not void its warranty when the manufacturer’s instructions are followed.',
      },
      {
        handle: 'oem-vs-aftermarket',
        question: 'Are aftermarket parts as good as OEM?',
        answer: 'The brands we carry build to or above the original equipment specification; many supply car makers too. Each part lists whether it is OEM-equivalent or an upgrade, and the fitment data is the same that the manufacturer publishes.',
      },
    ],
  };
}

function contactAndSupport(m: Market): FaqGroupSeed {
  return {
    handle: 'contact-support',
    title: m.ca ? 'Canada & support' : 'Support',
    summary: m.ca ? 'Our Canadian shop, duties and reaching a person.' : 'Reaching a person, any time.',
    questions: [
      {
        handle: 'support-hours',
        question: 'When can I reach customer support?',
        answer: `Our support team answers 24/7, every day of the year: by phone at ${m.phone}, by email at support@axlebay.example, or through the feedback form. Emails get a reply within one business day, most within hours.`,
      },
      ...(m.ca
        ? [
            {
              handle: 'canada-duties',
              question: 'Will I pay duties or customs fees?',
              answer: 'No. Orders from the Canadian shop are shipped from within Canada or cleared by us before delivery: the price, shipping and taxes shown at checkout are all you pay, with no customs bill at the door.',
            },
            {
              handle: 'canada-vehicles',
              question: 'Do you cover Canadian-market vehicles?',
              answer: 'Yes. Our fitment data includes Canadian-market trims and engines (for example block heaters and trims sold only in Canada). Entering your VIN settles any difference between the US and Canadian version of a model.',
            },
          ]
        : [
            {
              handle: 'business-orders',
              question: 'Do you sell to repair shops and fleets?',
              answer: 'Yes. Repair shops, fleets and parts brands can apply on our partnership page (/partnership) or write to partners@axlebay.example for volume pricing and net terms.',
            },
          ]),
    ],
  };
}

/** The groups of one shop, in the order the help centre shows them. */
export function faqFor(shopId: FaqShopId): FaqGroupSeed[] {
  const m = marketOf(shopId);
  return [ordersAndShipping(m), returnsAndRefunds(m), fitment(), payment(m), accountAndGarage(), warranty(), contactAndSupport(m)];
}
