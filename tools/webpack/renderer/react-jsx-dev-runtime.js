// `react/jsx-dev-runtime` in development builds (see renderer.cjs).
export * from 'preact/compat/jsx-dev-runtime';
