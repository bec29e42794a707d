import * as React from 'react';
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';

type IdScopeProps = { prefix: string; children?: ReactNode };

/** The renderer's id scope (tools/webpack/renderer/react.js); absent under another renderer. */
const RendererIdScope = (React as unknown as { IdScope?: ComponentType<IdScopeProps> }).IdScope;

/**
 * Names the root below it for `useId`: `shell-`, a remote area's `<remote>-`, an exposed parcel's
 * `<remote>-<name>-<n>-`. Preact, which answers the React API in every build, numbers ids per root,
 * and a page has several roots (the shell's, each remote area's, each exposed parcel's): without a
 * scope two fields' labels could point at one input. The same on the server and in the hydrating
 * browser, so the ids in the server's HTML hold.
 */
export function IdScope({ prefix, children }: IdScopeProps) {
  return RendererIdScope ? createElement(RendererIdScope, { prefix }, children) : createElement(Fragment, null, children);
}
