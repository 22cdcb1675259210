// The app's packages: React, React DOM, Mantine, React Query and the router. The build puts them in a
// chunk of their own with this module (vite.config.ts, the `packages` group), so the boot chunk's
// import of this module evaluates them, and the app's own code is evaluated in a later task
// (src/app/main.tsx). A static module graph is evaluated in one go: as one chunk, the app's
// evaluation was one task of 30-60 ms unthrottled on a market's first visit, 120-240 ms on a slow
// phone, the longest of the page's blocking time (docs/performance.md). The dev server has no such
// chunk: there this module is empty, and importing it costs a request.
export {};
