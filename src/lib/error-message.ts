/** Every failure is an ApiError by then (docs/product.md §8). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
