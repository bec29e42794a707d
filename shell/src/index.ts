// Async boundary: lets Module Federation negotiate shared libraries before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
