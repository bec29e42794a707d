import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { companyContactOf, telHref, type CompanyContact } from '@axlebay/shared-lib';
import { useShell } from '../routing/shell-context';
import { shopSettings } from '../services/shop-settings';
import { SOCIAL_LINKS } from './social-links';

const Address = styled.address`
  font-style: normal;
  margin: 12px 0 0;
  line-height: 1.5;
  /* Held before the settings arrive in the browser, so nothing below shifts. */
  min-height: 84px;
  overflow-wrap: anywhere;
  a {
    display: inline-block;
    padding: 2px 0;
  }
`;

const Social = styled.nav`
  margin: 8px 0 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 16px;
  }
`;

/**
 * The company's contact from the market's shop settings: the server brings them with the frame (the
 * settings the announcement bar reads, asked once); a page the browser renders asks the same cached call.
 */
export function FooterContact() {
  const { api, market, firstHtml } = useShell();
  const fromServer = firstHtml?.companyContact;
  const [contact, setContact] = useState<CompanyContact | undefined>(fromServer);
  useEffect(() => {
    if (fromServer !== undefined) return;
    let live = true;
    void shopSettings(api, market.shopId).then((s) => live && setContact(companyContactOf(s)));
    return () => {
      live = false;
    };
  }, [api, market.shopId, fromServer]);
  return (
    <>
      <Address data-testid="footer-contact">
        {contact?.address && <span>{contact.address}</span>}
        {contact?.phone && (
          <>
            <br />
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </>
        )}
        {contact?.serviceEmail && (
          <>
            <br />
            <a href={`mailto:${contact.serviceEmail}`}>{contact.serviceEmail}</a>
          </>
        )}
        {contact?.businessEmail && (
          <>
            <br />
            <a href={`mailto:${contact.businessEmail}`}>{contact.businessEmail}</a>
          </>
        )}
      </Address>
      <Social aria-label="Follow Axlebay">
        <ul>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </Social>
    </>
  );
}
