import styled from '@emotion/styled';
import { colors, LoadError, radii, space, telHref } from '@axlebay/shared-lib';
import type { ReactNode } from 'react';
import { useCompanyContact } from './company-contact';

const Card = styled.section`
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  padding: ${space(4)};
  h2 {
    font-size: 20px;
    margin: 0 0 ${space(3)};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${space(2)} ${space(4)};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* The same height before and after the settings arrive: no shift (CLS). */
  min-height: 196px;
  box-sizing: border-box;
`;

/**
 * The company's address, phone and the two emails from the market's shop settings (spec §3
 * COMPANY_ADDRESS, COMPANY_PHONE, SERVICE_EMAIL, BUSINESS_EMAIL), with `hours` when given.
 */
export function ContactDetails({ title, hours, children }: { title: string; hours?: string; children?: ReactNode }) {
  const { contact, error, reload } = useCompanyContact();
  return (
    <Card aria-labelledby="contact-title" data-testid="contact-details">
      <h2 id="contact-title">{title}</h2>
      {error && !contact ? (
        <LoadError message={error} onRetry={reload} />
      ) : (
        <dl aria-busy={!contact}>
          {hours && (
            <>
              <dt>Hours</dt>
              <dd>{hours === '24/7' ? '24/7, every day of the year' : hours}</dd>
            </>
          )}
          <dt>Phone</dt>
          <dd>{contact?.phone && <a href={telHref(contact.phone)}>{contact.phone}</a>}</dd>
          <dt>Customer service</dt>
          <dd>{contact?.serviceEmail && <a href={`mailto:${contact.serviceEmail}`}>{contact.serviceEmail}</a>}</dd>
          <dt>Business</dt>
          <dd>{contact?.businessEmail && <a href={`mailto:${contact.businessEmail}`}>{contact.businessEmail}</a>}</dd>
          <dt>Address</dt>
          <dd data-testid="company-address">{contact?.address}</dd>
        </dl>
      )}
      {children}
    </Card>
  );
}
