// A build entry of its own (vite.config.ts), as app/libraries.ts: the router, the largest part of the app's first
// JavaScript after React's DOM renderer. The boot loader evaluates it in a task of its own after the renderer's and
// before the app's entry (which imports the same modules, evaluated once).
export { createBrowserRouter } from 'react-router-dom';
