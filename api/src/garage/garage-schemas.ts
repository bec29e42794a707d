import { Type } from '@sinclair/typebox';

/**
 * Request schemas of the garage endpoints. Node ids are taken as strings (ajv turns numbers into
 * strings): the storefront keeps them as strings, '' or null means "not chosen", and the handler
 * answers a non-numeric one with a message naming the field. Extra properties (accountId,
 * session_id, a whole stored vehicle) are accepted and ignored: the account is always the token's.
 */
const NodeIdText = Type.String({ maxLength: 20 });
const Name = Type.String({ maxLength: 120 });

const VehicleFields = {
  year: Type.Optional(NodeIdText),
  make: Type.Optional(NodeIdText),
  model: Type.Optional(NodeIdText),
  trim: Type.Optional(NodeIdText),
  engine: Type.Optional(NodeIdText),
  yearName: Type.Optional(Name),
  makeName: Type.Optional(Name),
  modelName: Type.Optional(Name),
  trimName: Type.Optional(Name),
  engineName: Type.Optional(Name),
  vin: Type.Optional(Type.String({ maxLength: 64 })),
};

/** Visitor check and account add: the deepest chosen node is required. */
export const VehicleBody = Type.Object({ ...VehicleFields, attributeValueId: NodeIdText });

export const AddGarageVehicleBody = Type.Object({ ...VehicleFields, attributeValueId: NodeIdText, isDefault: Type.Optional(Type.Boolean()) });

/** Edit by id: without attributeValueId only `vin` and `isDefault` change. */
export const EditGarageVehicleBody = Type.Object({
  ...VehicleFields,
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  attributeValueId: Type.Optional(NodeIdText),
  isDefault: Type.Optional(Type.Boolean()),
});

export const GarageVehicleParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
