import { Type } from '@sinclair/typebox';

/**
 * Request schemas of the area dictionary (spec §7 "Content, config, misc"). Sizes are bounded here;
 * place-search.ts trims the keyword and names its problems.
 */
export const AreaChildrenParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 999_999_999 }) });

export const AutoCompleteQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 256 })),
  /** 208 = United States, 206 = Canada (spec §3 Country configs); absent → the shop of X-SHOP-ID. */
  countryId: Type.Optional(Type.Integer()),
});

export const PlaceDetailQuery = Type.Object({ placeId: Type.String({ maxLength: 32 }) });
