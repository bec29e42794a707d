import type { FastifyBaseLogger } from 'fastify';
import { addAddress, listAddresses } from '../addresses/address-store';
import { ADDRESS_FIELDS, type NormalisedAddress } from '../addresses/address-rules';
import type { Database } from '../db/client';

/**
 * "Save this address" at checkout (spec §7 Addresses), for a signed-in buyer, after the order is
 * placed: not when the book already holds the same address, and a book that is full (or any other
 * refusal) never fails the order — it is logged and the order goes on.
 */
export async function saveAddressIfAsked(database: Database, accountId: number, address: NormalisedAddress, log: FastifyBaseLogger): Promise<void> {
  try {
    const book = await listAddresses(database.db, accountId);
    const same = book.some((row) => ADDRESS_FIELDS.every((f) => String(row[f] ?? '').toLowerCase() === String(address[f] ?? '').toLowerCase()));
    if (!same) await addAddress(database, accountId, address, false);
  } catch (error) {
    log.warn({ err: error, accountId }, 'checkout address not saved');
  }
}
