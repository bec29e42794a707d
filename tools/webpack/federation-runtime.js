// Every app is built with Module Federation's `externalRuntime`: the runtime core is loaded once per
// page from this small script (long-cached, named after the runtime version) instead of being bundled
// into the shell and into every remoteEntry (~18 KB gzip each).
const runtimeCore = require('@module-federation/runtime-tools/runtime-core');

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'axlebay', version: require('@module-federation/runtime-tools/package.json').version };
