require('@testing-library/jest-dom/jest-globals');

// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// Preact runs effects after the next frame (requestAnimationFrame, or a 35 ms timeout): both are jest's
// to fake, and a test with a fake clock would never see an effect. In jsdom nothing paints, so effects
// run once the current task's microtasks are done, as React's scheduler runs them here.
require('preact').options.requestAnimationFrame = (callback) => queueMicrotask(callback);
