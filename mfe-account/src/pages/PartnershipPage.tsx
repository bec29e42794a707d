import { useState } from 'react';
import { FormMessage, Link, RoutePageFrame } from '@axlebay/shared-lib';
import { PartnershipForm } from '../partnership/PartnershipForm';
import { PartnershipIntro } from '../partnership/PartnershipIntro';

/**
 * `/partnership` (spec §2 account entry): the partner programme for parts brands, installers and
 * affiliates, and the application form. Public: rendered on the server, no data to load.
 */
export function PartnershipPage() {
  const [received, setReceived] = useState<string>();
  return (
    <RoutePageFrame heading="Partnership program" lead="Sell, install or recommend aftermarket parts with the shop that checks every part against the vehicle.">
      <PartnershipIntro />
      <h2 id="apply">Apply</h2>
      {received ? (
        <div data-testid="partnership-received">
          <FormMessage tone="success">{received}</FormMessage>
          <h3>What happens next</h3>
          <ol>
            <li>We confirm your application by email right away.</li>
            <li>A partnerships manager reviews it and replies within 2 business days.</li>
            <li>If we are a fit, we set up a call to agree terms and get you started.</li>
          </ol>
          <p>
            <Link to="/">Back to the shop</Link>
          </p>
        </div>
      ) : (
        <PartnershipForm onApplied={setReceived} />
      )}
      <p>
        Looking for the commission-only link programme? See the <Link to="/affiliate-program">affiliate program</Link>.
      </p>
    </RoutePageFrame>
  );
}
