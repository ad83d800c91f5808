// The client's start evaluates its modules in three tasks, not one: the start chunk's own set-up (about a quarter),
// React DOM (about half), then everything else. A module with a top-level await splits its graph's evaluation there:
// the modules after it run in a task of their own, and a phone's main thread is free in between. entry.client.tsx
// imports this module first and ./startAfterReactDom second.
import { nextTask } from '../lib/idle';

await nextTask();
