// `http.get(…)` and friends with a cheap first look before MSW's costly parse.
// Why: docs/decisions/0019-the-mocks-cost-in-the-browser.md
import { HttpHandler, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type ParseArgs = Parameters<HttpHandler['parse']>[0];
type ParseResult = Awaited<ReturnType<HttpHandler['parse']>>;

const NO_MATCH = { match: { matches: false, params: {} }, cookies: {} } as ParseResult;

/** Passes every URL MSW would match against `path`, and may let more through: MSW decides. */
export function prefilterOf(path: string | RegExp): RegExp {
  if (path instanceof RegExp) return path;
  const source = path
    .split(/(\*|:[A-Za-z0-9_]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')))
    .join('');
  return new RegExp(`${path.startsWith('*') || path.startsWith('http') ? '^' : ''}${source}/?$`, 'i');
}

class QuickHttpHandler extends HttpHandler {
  readonly #method: Method;
  readonly #prefilter: RegExp;

  constructor(method: Method, path: string | RegExp, resolver: HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>) {
    super(method, path, resolver);
    this.#method = method;
    this.#prefilter = prefilterOf(path);
  }

  override async parse(args: ParseArgs): Promise<ParseResult> {
    if (args.request.method !== this.#method) return NO_MATCH;
    const url = args.request.url;
    const queryStart = url.search(/[?#]/);
    const withoutQuery = queryStart === -1 ? url : url.slice(0, queryStart);
    this.#prefilter.lastIndex = 0;
    if (!this.#prefilter.test(withoutQuery)) return NO_MATCH;
    return super.parse(args);
  }
}

function quick(method: Method) {
  return <Params extends PathParams<keyof Params> = PathParams>(
    path: string | RegExp,
    resolver: HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType>,
  ): HttpHandler =>
    new QuickHttpHandler(method, path, resolver as unknown as HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>);
}

/** `http` for the mock's handlers: the same calls, a cheap first look. */
export const quickHttp = { get: quick('GET'), post: quick('POST'), put: quick('PUT'), delete: quick('DELETE') };
