// Every app is built with Module Federation's `externalRuntime`: the runtime core is loaded once per
// page from this small script (long-cached, named after its content) instead of being bundled into the
// shell and into every remoteEntry (~18 KB gzip each). Built as a library whose exports become the
// global `_FEDERATION_RUNTIME_CORE` (federationRuntimeConfig in create-app-config.cjs). It exports only
// what the bundled parts of the runtime (@module-federation/runtime and webpack-bundler-runtime) import
// from the core, so the rest is tree-shaken (~5 KB gzip); shell/src/federation/federation-runtime-core.test.ts
// keeps the list whole.
import runtimePackage from '@module-federation/runtime-tools/package.json';

export {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'axlebay', version: runtimePackage.version };
