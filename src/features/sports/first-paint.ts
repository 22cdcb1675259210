// What a phone's first paint (src/app/boot/first-paint.ts) needs from the sports feature, without its
// index.ts: the match list's painter and the events' titles.
export { paintMatchList } from './match-list-first-paint';
export { eventTitle } from './model/events';
