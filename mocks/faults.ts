// Applied before every API handler: docs/mock-backend.md "Faults".
import { HttpResponse } from 'msw';
import * as z from 'zod';
import { sleep } from './runtime-settings';

export const faultRuleSchema = z
  .object({
    match: z.string().min(1),
    kind: z.enum(['latency', 'hold', 'http500', 'network', 'unauthorized', 'malformed', 'render', 'http500-html']),
    ms: z.number().int().min(0).max(120_000).optional(),
    times: z.number().int().min(1).optional(),
    after: z.boolean().optional(),
  })
  .refine((rule) => !rule.after || rule.kind === 'network' || rule.kind === 'http500' || rule.kind === 'malformed', {
    message: "'after' loses an answer: only network, http500 and malformed can",
    path: ['after'],
  });
export const faultRulesSchema = z.array(faultRuleSchema);

export type FaultRule = z.infer<typeof faultRuleSchema>;

interface ActiveRule extends FaultRule {
  remaining: number;
}

let rules: ActiveRule[] = [];

export function setFaults(next: readonly FaultRule[]): void {
  rules = faultRulesSchema.parse(next).map((rule) => ({ ...rule, remaining: rule.times ?? Number.POSITIVE_INFINITY }));
}

/** Requests a 'hold' rule keeps waiting. */
const held = new Set<() => void>();
const HOLD_LIMIT_MS = 120_000;

/** Also lets every held request go on. */
export function clearFaults(): void {
  rules = [];
  const waiting = [...held];
  held.clear();
  waiting.forEach((release) => release());
}

function hold(maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const release = () => {
      held.delete(release);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(release, maxMs);
    held.add(release);
  });
}

export function activeFaults(): FaultRule[] {
  return rules.map(({ remaining: _remaining, ...rule }) => rule);
}

function matches(rule: FaultRule, url: URL): boolean {
  return rule.match === '*' || `${url.pathname}${url.search}`.includes(rule.match);
}

function consume(rule: ActiveRule): void {
  rule.remaining -= 1;
  if (rule.remaining <= 0) rules = rules.filter((candidate) => candidate !== rule);
}

const INTERNAL_ERROR = 'An internal error occurred during your request!';

/** A crashing proxy's page: the app must show it as bounded plain text. */
export const HTML_ERROR_PAGE = [
  '<!DOCTYPE html>',
  '<html>',
  '<head><title>Object reference not set to an instance of an object.</title>',
  '<style>body { font-family: Verdana; } pre { background: #ffc; }</style></head>',
  '<body bgcolor="white">',
  `<span><h1>Server Error in '/' Application.<hr width=100% size=1 color=silver></h1>`,
  '<h2><i>Object reference not set to an instance of an object.</i></h2></span>',
  '<b>Description: </b>An unhandled exception occurred during the execution of the current web request. Please review the stack trace for more information about the error and where it originated in the code.<br><br>',
  '<b>Exception Details: </b>System.NullReferenceException: Object reference not set to an instance of an object.<br><br>',
  '<b>Stack Trace:</b><br><br>',
  '<table width=100% bgcolor="#ffffcc"><tr><td><code><pre>',
  '[NullReferenceException: Object reference not set to an instance of an object.]',
  '   at Exchange.Web.Controllers.AccountController.Authenticate(AuthenticateModel model) in C:\\build\\src\\Exchange.Web\\Controllers\\AccountController.cs:line 87',
  '   at lambda_method(Closure , Object , Object[] )',
  '   at System.Web.Mvc.ControllerActionInvoker.InvokeAction(ControllerContext controllerContext, String actionName)',
  '</pre></code></td></tr></table>',
  '<script>window.__errorPageScriptRan = true;</script>',
  '<b>Version Information:</b> Microsoft .NET Framework Version:4.0.30319; ASP.NET Version:4.8.4330.0',
  '</body>',
  '</html>',
].join('\n');

/** Waits out latency and hold rules, then the first failing rule's answer. `plain`: `{message}`. */
export async function applyFaults(request: Request, envelope: 'abp' | 'plain' = 'abp'): Promise<Response | undefined> {
  const url = new URL(request.url);
  const matching = rules.filter((rule) => !rule.after && matches(rule, url));
  let waitMs = 0;
  for (const rule of matching.filter((candidate) => candidate.kind === 'latency')) {
    waitMs += rule.ms ?? 1000;
    consume(rule);
  }
  if (waitMs > 0) await sleep(waitMs);
  const holding = matching.find((rule) => rule.kind === 'hold');
  if (holding) {
    consume(holding);
    await hold(holding.ms ?? HOLD_LIMIT_MS);
  }

  const failing = matching.find((rule) => rule.kind !== 'latency' && rule.kind !== 'hold' && rule.kind !== 'render');
  if (!failing) return undefined;
  consume(failing);
  return failureFor(failing.kind, envelope);
}

export function applyFaultsAfter(request: Request, envelope: 'abp' | 'plain' = 'abp'): Response | undefined {
  const url = new URL(request.url);
  const failing = rules.find((rule) => rule.after === true && rule.ms === undefined && matches(rule, url));
  if (!failing) return undefined;
  consume(failing);
  return failureFor(failing.kind, envelope);
}

export function earlyAnswerLoss(
  request: Request,
  envelope: 'abp' | 'plain' = 'abp',
): { ms: number; response: Response | undefined } | undefined {
  const url = new URL(request.url);
  const failing = rules.find((rule) => rule.after === true && rule.ms !== undefined && matches(rule, url));
  if (!failing) return undefined;
  consume(failing);
  return { ms: failing.ms ?? 0, response: failureFor(failing.kind, envelope) };
}

function failureFor(kind: FaultRule['kind'], envelope: 'abp' | 'plain'): Response | undefined {
  switch (kind) {
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      // A valid envelope around a result with none of the expected fields.
      if (envelope === 'plain') return HttpResponse.json([{ malformed: true }]);
      return HttpResponse.json({ success: true, result: [{ malformed: true }], error: null, unAuthorizedRequest: false, __abp: true });
    case 'http500':
      if (envelope === 'plain') return HttpResponse.json({ message: INTERNAL_ERROR }, { status: 500 });
      return HttpResponse.json(
        {
          success: false,
          result: null,
          error: { code: 0, message: INTERNAL_ERROR, details: null },
          unAuthorizedRequest: false,
          __abp: true,
        },
        { status: 500 },
      );
    case 'http500-html':
      return new HttpResponse(HTML_ERROR_PAGE, {
        status: 500,
        statusText: 'Internal Server Error',
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    case 'unauthorized':
      if (envelope === 'plain') return HttpResponse.json({ message: 'Session expired' }, { status: 401 });
      return HttpResponse.json(
        {
          success: false,
          result: null,
          error: { code: 0, message: 'Current user did not login to the application!', details: null },
          unAuthorizedRequest: true,
          __abp: true,
        },
        { status: 401 },
      );
    default:
      return undefined;
  }
}

/** Browser only: screen-module faults (docs/mock-backend.md "Faults"). */
export function applyModuleFault(request: Request): Response | undefined {
  const url = new URL(request.url);
  const rule = rules.find(
    (candidate) =>
      (candidate.kind === 'render' || candidate.kind === 'network') &&
      !candidate.after &&
      candidate.match !== '*' &&
      matches(candidate, url),
  );
  const file = /\/([a-z0-9-]+)\.tsx$/.exec(url.pathname)?.[1];
  if (!rule || !file) return undefined;
  consume(rule);
  if (rule.kind === 'network') return HttpResponse.error();
  const component = file.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, char: string) => char.toUpperCase());
  const source = [
    `export function ${component}() {`,
    `  throw new Error('${component} crashed while rendering (mock render fault)');`,
    '}',
    `export default ${component};`,
  ].join('\n');
  return new HttpResponse(source, { status: 200, headers: { 'Content-Type': 'text/javascript' } });
}
