// Every app is built with Module Federation's `externalRuntime`: the runtime core is loaded once per
// page from this small script (long-cached, named after its content) instead of being bundled into the
// shell and into every remoteEntry (~18 KB gzip each). It exposes only what the bundled parts of the
// runtime (@module-federation/runtime and webpack-bundler-runtime) import from the core, so the rest
// of the core is tree-shaken (~5 KB gzip); tools/webpack/federation-runtime.test.cjs keeps the list whole.
import {
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
import runtimePackage from '@module-federation/runtime-tools/package.json';

globalThis._FEDERATION_RUNTIME_CORE = {
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
};
globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'axlebay', version: runtimePackage.version };
