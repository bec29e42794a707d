import { Type } from '@sinclair/typebox';

const Provider = Type.String({ maxLength: 40 });
const Code = Type.String({ maxLength: 4000 });

export const ThirdLoginBody = Type.Object({ provider: Provider, code: Code });

export const ThirdRegisterBody = Type.Object({
  provider: Provider,
  code: Code,
  nickname: Type.Optional(Type.String({ maxLength: 200 })),
  /** Consent to the newsletter (spec §3 subscribed). */
  subscribe: Type.Optional(Type.Boolean()),
});
