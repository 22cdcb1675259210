// The notifications container in a chunk of its own (providers.tsx loads it lazily). A module of our
// own, so the bundler can leave the container and its transitions out of the first route while the
// `notifications` store (imported statically by features) stays in it.
export { Notifications } from '@mantine/notifications';
