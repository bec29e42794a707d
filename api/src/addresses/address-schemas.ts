import { Type, type Static } from '@sinclair/typebox';

/**
 * Request schemas of the address book (spec §7 Addresses). Every address field is optional text here
 * so that address-rules.ts can name each problem in the shopper's words (all at once); the schema only
 * bounds the size (a 10,000-character value is a 400 before any rule runs). Extra properties (such as
 * a whole SavedAddress sent back) are accepted and ignored: the account is always the token's.
 */
const Text = Type.String({ maxLength: 200 });

const AddressFields = {
  firstName: Type.Optional(Text),
  lastName: Type.Optional(Text),
  company: Type.Optional(Text),
  phone: Type.Optional(Text),
  country: Type.Optional(Text),
  state: Type.Optional(Text),
  city: Type.Optional(Text),
  address1: Type.Optional(Text),
  address2: Type.Optional(Text),
  postalCode: Type.Optional(Text),
  isDefault: Type.Optional(Type.Boolean()),
};

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const AddAddressBody = Type.Object(AddressFields);
export type AddAddressBody = Static<typeof AddAddressBody>;

/** Edit by id: the fields sent replace the saved ones, the others stay; the result is checked whole. */
export const EditAddressBody = Type.Object({ id: Id, ...AddressFields });
export type EditAddressBody = Static<typeof EditAddressBody>;

export const AddressParams = Type.Object({ id: Id });
