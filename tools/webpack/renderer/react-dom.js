// `react-dom` in every build: Preact's React-compatible layer (see renderer.cjs). A file of its own,
// not the same module as `react`, so that each is provided under its own share key.
export * from 'preact/compat';
export { default } from 'preact/compat';
