// A build entry of its own (vite.config.ts): React's DOM renderer, the largest part of the app's first JavaScript.
// The boot loader evaluates it in a task of its own before the app's entry (which imports the same module, evaluated
// once), so a phone runs the entry's code in two tasks, not one long one.
export { createRoot } from 'react-dom/client';
