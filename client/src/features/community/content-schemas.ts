// Loaded on its own by content-rules.ts: importing the shared index itself dynamically would make
// the bundler build an object of every shared export for the pages that load zod anyway.
export { pollInput, postContent, replyContent } from '@hercircle/shared';
