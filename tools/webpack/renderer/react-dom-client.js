// `react-dom/client` in every build (see renderer.cjs).
export * from 'preact/compat/client';
export { default } from 'preact/compat/client';
