import { Type } from '@sinclair/typebox';

/** The storefront's visitor key (VISITOR_U_KEY: a UUID, or letters, digits and '-'). */
export const VisitorKey = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const VisitorKeyParams = Type.Object({ key: VisitorKey });
