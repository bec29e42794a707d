import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { Button, FormMessage, LoadError, LoadingArea, useApi, useMarket, type SavedAddress } from '@axlebay/shared-lib';
import { ADDRESS_BOOK_FULL, ADDRESS_BOOK_LIMIT, deleteAddress, listAddresses, makeDefaultAddress } from './address-book-api';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import { useAddressBook } from './use-address-book';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;
  p {
    margin: 0;
  }
`;

const Status = styled.div`
  margin-bottom: 16px;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: number };
type Notice = { tone: 'success' | 'error'; text: string };

/**
 * The address book (spec §2 /myAccount/address, §7 Addresses): the saved addresses, the default one
 * first and marked; add, edit, delete (asked first) and "Set as default". The API keeps the rules (one
 * default, at most 20); after each change the list is the API's.
 */
export function AddressBook() {
  const api = useApi();
  const shop = useMarket();
  const { addresses, error, reload, replace } = useAddressBook();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const status = useRef<HTMLDivElement>(null);

  const announce = (next: Notice) => {
    setNotice(next);
    requestAnimationFrame(() => status.current?.focus());
  };

  /** Runs a change, then shows the API's list and says what happened. */
  const change = async (work: () => Promise<SavedAddress[]>, done: string) => {
    setBusy(true);
    try {
      replace(await work());
      setMode({ kind: 'list' });
      announce({ tone: 'success', text: done });
    } catch (e) {
      announce({ tone: 'error', text: e instanceof Error && e.message ? e.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  /** The form saved it: back to the list, as the API now orders it. */
  const saved = (address: SavedAddress, verb: string) => {
    setMode({ kind: 'list' });
    void change(() => listAddresses(api), `The address at ${address.address1}, ${address.city} was ${verb}.${address.isDefault ? ' It is your default address.' : ''}`);
  };
  const makeDefault = (address: SavedAddress) =>
    change(async () => {
      await makeDefaultAddress(api, address.id);
      return listAddresses(api);
    }, `The address at ${address.address1}, ${address.city} is now your default address.`);

  if (error && !addresses) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!addresses) return <LoadingArea label="Loading your addresses" />;

  const full = addresses.length >= ADDRESS_BOOK_LIMIT;
  const open = (next: Mode) => {
    setNotice(undefined);
    setMode(next);
  };

  return (
    <>
      <Status ref={status} tabIndex={-1}>
        {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      </Status>
      <Bar>
        <p data-testid="address-count">
          {addresses.length === 0 ? 'No saved addresses yet.' : `${addresses.length} of ${ADDRESS_BOOK_LIMIT} addresses saved.`}
        </p>
        {mode.kind !== 'add' && (
          <Button type="button" disabled={full || busy} aria-describedby={full ? 'address-book-full' : undefined} onClick={() => open({ kind: 'add' })}>
            Add an address
          </Button>
        )}
      </Bar>
      {full && (
        <FormMessage tone="info">
          <span id="address-book-full">{ADDRESS_BOOK_FULL}.</span>
        </FormMessage>
      )}
      {mode.kind === 'add' && (
        <AddressForm firstAddress={addresses.length === 0} onSaved={(a) => saved(a, 'added')} onCancel={() => setMode({ kind: 'list' })} />
      )}
      {addresses.length === 0 && mode.kind !== 'add' && <p>Save the addresses you ship to, and checkout offers them so you do not type them again.</p>}
      {addresses.length > 0 && (
        <List aria-label="Saved addresses">
          {addresses.map((address) => (
            <li key={address.id}>
              {mode.kind === 'edit' && mode.id === address.id ? (
                <AddressForm address={address} firstAddress={false} onSaved={(a) => saved(a, 'saved')} onCancel={() => setMode({ kind: 'list' })} />
              ) : (
                <AddressCard
                  address={address}
                  shop={shop}
                  busy={busy}
                  onEdit={() => open({ kind: 'edit', id: address.id })}
                  onMakeDefault={() => makeDefault(address)}
                  onDelete={() => change(() => deleteAddress(api, address.id), `The address at ${address.address1}, ${address.city} was deleted.`)}
                />
              )}
            </li>
          ))}
        </List>
      )}
    </>
  );
}
