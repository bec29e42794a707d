import { Link, RoutePageFrame } from '@axlebay/shared-lib';
import { AddressBook } from '../addresses/AddressBook';

/** `/myAccount/address`: the buyer's saved addresses (spec §2 account area, §7 Addresses). */
export function AddressBookPage() {
  return (
    <RoutePageFrame
      lead={
        <>
          The addresses you ship to. Your default address is offered first at checkout. <Link to="/myAccount">Back to my account</Link>
        </>
      }
    >
      <AddressBook />
    </RoutePageFrame>
  );
}
