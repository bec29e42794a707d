// `react/jsx-runtime` in every build (see renderer.cjs): Preact's, with its compat layer installed.
export * from 'preact/compat/jsx-runtime';
