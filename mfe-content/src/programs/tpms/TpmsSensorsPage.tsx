import styled from '@emotion/styled';
import { ButtonLink, ExposedParcel, Link, space } from '@axlebay/shared-lib';
import { faqJsonLd, FaqList } from '../FaqList';
import { ProgramFrame } from '../ProgramFrame';
import { Actions, Cards, Section, TableBox } from '../program-styles';
import { TPMS_FAQ, TPMS_FREQUENCIES, TPMS_KEYWORD } from './tpms-content';

const PARTS_ID = 'tpms-parts';
const searchHref = `/search?keyword=${encodeURIComponent(TPMS_KEYWORD)}`;

/** Room for the strip of cards while the catalog's parcel loads after hydration: no layout shift. */
const PartsBox = styled.div`
  min-height: 442px;
  margin: 0 0 ${space(4)};
`;

/**
 * `/featured/tpms-sensors` (spec §2 info pages): what tire pressure sensors do, how to choose one
 * (frequency, programmable or direct-fit), relearn and replacement, the US and Canadian rules, and
 * the catalog's TPMS sensors (catalog's exposed `./parts-strip`, mounted in the browser).
 */
export function TpmsSensorsPage() {
  return (
    <ProgramFrame
      head={{
        title: 'TPMS sensors',
        description: 'How tire pressure monitoring sensors work, 315 vs 433 MHz, programmable or direct-fit, relearn after rotation or replacement, and sensors that fit your vehicle.',
        keywords: ['TPMS sensor', 'tire pressure sensor', '315 MHz', '433 MHz', 'TPMS relearn', 'programmable TPMS'],
        jsonLd: [faqJsonLd(TPMS_FAQ)],
      }}
      lead="The small sensor inside each wheel that warns you before a soft tire becomes a flat one. Here is how to choose the right one and what to do after you fit it."
    >
      <Section>
        <h2>What a TPMS sensor does</h2>
        <p>
          A direct TPMS sensor is screwed to the valve stem inside the tire. Every minute or so while you drive it radios the tire&apos;s pressure and
          temperature, with its own ID, to a receiver in the car. When a tire drops 25% below the pressure on the door-jamb placard, the amber
          horseshoe light on the dash comes on. Some older and cheaper systems are indirect: they have no sensors and compare wheel speeds through the
          ABS instead. If your car has metal or rubber valve stems with a sensor body behind them, it is direct, and these parts are for it.
        </p>
      </Section>

      <Section data-wide aria-label="TPMS sensors for your vehicle">
        <PartsBox>
          <ExposedParcel remote="catalog" expose="parts-strip" props={{ title: 'TPMS sensors for your vehicle', keyword: TPMS_KEYWORD, size: 12, id: PARTS_ID }} fallback={null} loading={null} />
        </PartsBox>
        <Actions>
          <ButtonLink to={searchHref}>See all TPMS sensors</ButtonLink>
          <ButtonLink to="/myGarage" variant="secondary">
            Add your vehicle
          </ButtonLink>
        </Actions>
      </Section>

      <Section>
        <h2>315 MHz or 433 MHz</h2>
        <p>Sensors transmit on one of two bands, and the receiver in your car listens on only one. Check the listing&apos;s fit for your vehicle, or the old sensor&apos;s label.</p>
        <TableBox label="Sensor bands">
          <table>
            <thead>
              <tr>
                <th scope="col">Band</th>
                <th scope="col">Usually on</th>
                <th scope="col">Good to know</th>
              </tr>
            </thead>
            <tbody>
              {TPMS_FREQUENCIES.map((f) => (
                <tr key={f.band}>
                  <th scope="row">{f.band}</th>
                  <td>{f.where}</td>
                  <td>{f.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </Section>

      <Section>
        <h2>Programmable or direct-fit</h2>
        <Cards columns={2}>
          <li>
            <h3>Direct-fit (OE-style)</h3>
            <p>Built for a set of vehicles with the right protocol already loaded. Fit it and run the relearn. The simplest choice when it fits yours.</p>
          </li>
          <li>
            <h3>Programmable</h3>
            <p>
              One sensor that covers many vehicles: a tire shop&apos;s TPMS tool writes your vehicle&apos;s protocol (or clones the old sensor&apos;s ID) before it is
              fitted. Handy for less common models; budget a few minutes of shop time.
            </p>
          </li>
        </Cards>
      </Section>

      <Section>
        <h2>Relearn after rotation or replacement</h2>
        <p>
          The car knows each sensor by its ID, and on many vehicles also by its wheel position. After you fit a new sensor, and on many vehicles after a
          tire rotation, it has to learn the IDs again. There are three ways, and your owner&apos;s manual says which one your vehicle uses:
        </p>
        <ul>
          <li>
            <strong>Automatic:</strong> drive 10 to 20 minutes above about 20 mph (32 km/h) and the car learns the new IDs by itself.
          </li>
          <li>
            <strong>Stationary:</strong> put the car in learn mode (a button, or a key and pedal sequence), then wake each sensor with a TPMS tool or by
            letting air out, in the order the manual gives.
          </li>
          <li>
            <strong>OBD:</strong> read the new IDs with a TPMS tool and write them to the car through the diagnostic port under the dash.
          </li>
        </ul>
        <p>
          Watch it done in our <Link to="/guidevideo">installation guide videos</Link>.
        </p>
      </Section>

      <Section>
        <h2>When to replace a sensor</h2>
        <ul>
          <li>The TPMS light flashes at start-up, then stays on: a sensor has stopped reporting, usually a flat battery (5 to 10 years).</li>
          <li>A sensor was damaged when a tire was changed, or its valve stem is corroded and leaks.</li>
          <li>You are fitting a second set of wheels for winter tires and want the light to stay off all year.</li>
          <li>At every tire change, replace the valve core, grommet and nut even when the sensor stays.</li>
        </ul>
      </Section>

      <Section>
        <h2>The rules in the US and Canada</h2>
        <p>
          In the US, the TREAD Act of 2000 led to Federal Motor Vehicle Safety Standard 138: every new passenger car, light truck and van of 10,000 lb
          or less has had TPMS since the 2008 model year (phased in from late 2005). A shop may not knowingly disable it. Canada has required it on new
          light vehicles since September 2017; many earlier Canadian vehicles have it anyway. In both countries, a TPMS light on is a reason to check
          your tires, not to ignore the lamp.
        </p>
      </Section>

      <Section>
        <h2>Questions</h2>
        <FaqList entries={TPMS_FAQ} />
      </Section>
    </ProgramFrame>
  );
}
