// Behind a build-time constant, so production builds leave MSW out.
export async function startMocking(): Promise<void> {
  const { startMocking: startWorker } = await import('../../mocks/browser');
  await startWorker();
}
