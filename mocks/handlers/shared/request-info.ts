export function bearerTokenOf(request: Request): string | null {
  const match = /^Bearer\s+(.+)$/i.exec((request.headers.get('authorization') ?? '').trim());
  return match?.[1]?.trim() || null;
}

export function clientInfoOf(request: Request): { ip: string | null; browser: string | null } {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return { ip: forwarded || null, browser: request.headers.get('user-agent') };
}
