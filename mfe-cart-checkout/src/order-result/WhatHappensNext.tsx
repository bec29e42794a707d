import { Link } from '@axlebay/shared-lib';

/** Spec §9: 90-day returns; we ship in 1–2 business days; tracking at /order/track (the number filled in). */
export function WhatHappensNext({ email, orderNo }: { email: string; orderNo: string }) {
  return (
    <section aria-labelledby="next-heading">
      <h2 id="next-heading">What happens next</h2>
      <ol>
        <li>You get an order confirmation email at {email}.</li>
        <li>We ship your parts in 1–2 business days and email you the tracking number.</li>
        <li>
          Follow your parcel any time on <Link to={`/order/track?orderNo=${encodeURIComponent(orderNo)}`}>Track your order</Link>.
        </li>
        <li>Changed your mind? You can return parts within 90 days.</li>
      </ol>
    </section>
  );
}
