// The only door to the mock backend. main.tsx calls it behind `import.meta.env.VITE_MOCKING === 'on'`,
// a build-time constant, so a production build leaves this chunk (and MSW) out entirely.
export async function startMocking(): Promise<void> {
  const { startMocking: startWorker } = await import('../../mocks/browser');
  await startWorker();
}
