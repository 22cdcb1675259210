// For the boot chunk (src/app/boot/first-paint.ts), which must not import index.ts.
export { paintMatchList } from './match-list-first-paint';
export { eventTitle } from './model/events';
