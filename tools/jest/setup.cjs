require('@testing-library/jest-dom/jest-globals');

// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
