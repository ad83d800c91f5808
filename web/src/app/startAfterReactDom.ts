// React DOM's evaluation is a task of its own (startInTasks.ts); the app's modules run in the next.
import 'react-dom/client';
import { nextTask } from '../lib/idle';

await nextTask();
