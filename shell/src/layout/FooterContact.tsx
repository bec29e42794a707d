import styled from '@emotion/styled';
import { telHref } from '@axlebay/shared-lib';
import { useFrameContent } from '../content/use-frame-content';
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
 * The company's contact from the market's shop settings, part of the frame's content: the server
 * brings it with the frame; a page the browser renders asks the same cached call as the announcement bar.
 */
export function FooterContact() {
  const contact = useFrameContent()?.companyContact;
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
