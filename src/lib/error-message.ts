/** The message to show for any failure a query or mutation reports. The generated hooks type their
 * error as the wire envelope, but the api runtime turns every failure into an ApiError (an Error
 * with the docs/product.md §8 message) first. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
