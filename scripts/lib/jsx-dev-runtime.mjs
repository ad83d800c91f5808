// React's development JSX runtime for React's production build: a Vite dev server's SSR transform writes jsxDEV
// calls (`npm run bench:server` loads the app through one, with React's production build), which only React's
// development build has. The production runtime's jsx/jsxs take the same first three arguments.
export { Fragment, jsx as jsxDEV } from 'react/jsx-runtime';
