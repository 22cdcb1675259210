// Payloads and their tripwire: docs/mock-backend.md "The XSS corpus". Templates write the call as `$X`.

export type XssCategory =
  'script-tag' | 'event-handler' | 'javascript-url' | 'svg' | 'mathml' | 'encoded' | 'nested' | 'iframe-srcdoc' | 'style' | 'breakout';

export interface XssPayload {
  index: number;
  category: XssCategory;
  text: string;
}

export const tripwireCall = (index: number): string => `__xss(${index})`;

type Encode = (call: string) => string;

const htmlDecimal: Encode = (call) => [...call].map((char) => `&#${char.charCodeAt(0)};`).join('');
const htmlHex: Encode = (call) => [...call].map((char) => `&#x${char.charCodeAt(0).toString(16)};`).join('');
const htmlHexPadded: Encode = (call) => [...call].map((char) => `&#x${char.charCodeAt(0).toString(16).padStart(6, '0')}`).join('');
const percent: Encode = (call) => [...call].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
const jsUnicode: Encode = (call) => [...call].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const jsHex: Encode = (call) => [...call].map((char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
const base64: Encode = (call) => btoa(`<script>${call}</script>`);

interface Template {
  category: XssCategory;
  /** `$X` becomes the (encoded) tripwire call. */
  template: string;
  encode?: Encode;
}

const t = (category: XssCategory, template: string, encode?: Encode): Template => ({ category, template, encode });

const TEMPLATES: readonly Template[] = [
  t('script-tag', '<script>$X</script>'),
  t('script-tag', '<SCRIPT>$X</SCRIPT>'),
  t('script-tag', '<ScRiPt>$X</sCrIpT>'),
  t('script-tag', '<script type="text/javascript">$X</script>'),
  t('script-tag', '<script type="module">$X</script>'),
  t('script-tag', '<script\n>$X</script\n>'),
  t('script-tag', '<script/x>$X</script>'),
  t('script-tag', '"><script>$X</script>'),
  t('script-tag', "'><script>$X</script>"),
  t('script-tag', '</title><script>$X</script>'),
  t('script-tag', '</textarea><script>$X</script>'),
  t('script-tag', '<script src="data:text/javascript,$X"></script>'),
  t('script-tag', '<script>/*</script><script>*/$X</script>'),
  t('script-tag', '<script>eval(atob("BASE"))</script>'.replace('BASE', '$X'), (call) => btoa(call)),
  t('event-handler', '<img src=x onerror=$X>'),
  t('event-handler', '<img src="x" onerror="$X">'),
  t('event-handler', '<IMG SRC=x OnErRoR=$X>'),
  t('event-handler', '<img src=x onerror\n=\n$X>'),
  t('event-handler', '<img/src=x/onerror=$X>'),
  t('event-handler', '<img src onerror=$X>'),
  t('event-handler', '"><img src=x onerror=$X>'),
  t('event-handler', "' onmouseover='$X' x='"),
  t('event-handler', '" onfocus="$X" autofocus="'),
  t('event-handler', '<body onload=$X>'),
  t('event-handler', '<body onpageshow=$X>'),
  t('event-handler', '<details open ontoggle=$X>'),
  t('event-handler', '<details/open/ontoggle="$X">'),
  t('event-handler', '<input autofocus onfocus=$X>'),
  t('event-handler', '<select autofocus onfocus=$X></select>'),
  t('event-handler', '<textarea autofocus onfocus=$X></textarea>'),
  t('event-handler', '<keygen autofocus onfocus=$X>'),
  t('event-handler', '<video><source onerror=$X></video>'),
  t('event-handler', '<audio src=x onerror=$X>'),
  t('event-handler', '<video src=x onerror=$X></video>'),
  t('event-handler', '<marquee onstart=$X>x</marquee>'),
  t('event-handler', '<div onpointerover=$X style="position:fixed;inset:0">x</div>'),
  t('event-handler', '<a onmouseover=$X>hover</a>'),
  t('event-handler', '<object data=x onerror=$X></object>'),
  t('event-handler', '<link rel=stylesheet href=x onerror=$X>'),
  t('event-handler', '<style onload=$X></style>'),
  t('event-handler', '<iframe onload=$X></iframe>'),
  t('event-handler', '<form><button formaction=javascript:$X>x</button></form>'),
  t('event-handler', '<input type=image src=x onerror=$X>'),
  t('event-handler', '<image src=x onerror=$X>'),
  t('event-handler', '<x contenteditable onfocus=$X autofocus>x</x>'),
  t('event-handler', '<img src=x onerror=eval(atob("BASE"))>'.replace('BASE', '$X'), (call) => btoa(call)),
  // javascript: URLs, obfuscated
  t('javascript-url', 'javascript:$X'),
  t('javascript-url', 'JaVaScRiPt:$X'),
  t('javascript-url', ' javascript:$X'),
  t('javascript-url', 'java\tscript:$X'),
  t('javascript-url', 'java\nscript:$X'),
  t('javascript-url', 'java\rscript:$X'),
  t('javascript-url', '\u0001javascript:$X'),
  t('javascript-url', 'javascript://%0a$X'),
  t('javascript-url', 'javascript:void(0);$X'),
  t('javascript-url', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;$X'),
  t('javascript-url', '&#x6A;avascript&colon;$X'),
  t('javascript-url', 'jav&#x09;ascript:$X'),
  t('javascript-url', '%6A%61%76%61%73%63%72%69%70%74%3A$X'),
  t('javascript-url', '<a href="javascript:$X">link</a>'),
  t('javascript-url', '<a href="JAVASCRIPT:$X">link</a>'),
  t('javascript-url', '<a href="jav&#x09;ascript:$X">link</a>'),
  t('javascript-url', '<a href="&#106;avascript:$X">link</a>'),
  t('javascript-url', '<a href=" &#14;  javascript:$X">link</a>'),
  t('javascript-url', '<iframe src="javascript:$X"></iframe>'),
  t('javascript-url', '<embed src="javascript:$X">'),
  t('javascript-url', '<form action="javascript:$X"><input type=submit></form>'),
  t('javascript-url', '<object data="javascript:$X"></object>'),
  t('javascript-url', 'data:text/html,<script>$X</script>'),
  t('javascript-url', '<a href="data:text/html;base64,BASE">link</a>'.replace('BASE', '$X'), base64),
  t('javascript-url', 'vbscript:$X'),
  t('svg', '<svg onload=$X>'),
  t('svg', '<svg/onload=$X>'),
  t('svg', '<svg><script>$X</script></svg>'),
  t('svg', '<svg><script href="data:,$X"/></svg>'),
  t('svg', '<svg><animate onbegin=$X attributeName=x dur=1s>'),
  t('svg', '<svg><set onbegin=$X attributeName=x to=1>'),
  t('svg', '<svg><a><animate attributeName=href values=javascript:$X /><text x=20 y=20>x</text></a></svg>'),
  t('svg', '<svg><foreignObject><img src=x onerror=$X></foreignObject></svg>'),
  t('svg', '<svg><image href=x onerror=$X /></svg>'),
  t('svg', '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=$X /></svg>#x"/></svg>'),
  t('svg', '<svg><style>@import "javascript:$X"</style></svg>'),
  t('svg', '<svg><title><img src=x onerror=$X></title></svg>'),
  t('mathml', '<math><mtext><img src=x onerror=$X></mtext></math>'),
  t('mathml', '<math href="javascript:$X">click</math>'),
  t('mathml', '<math><maction actiontype=statusline xlink:href=javascript:$X>x</maction></math>'),
  t('mathml', '<math><mi xlink:href="javascript:$X">x</mi></math>'),
  t('mathml', '<math><mtext><table><mglyph><style><img src=x onerror=$X></style></mglyph></table></mtext></math>'),
  t('mathml', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=$X>'),
  t('mathml', '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=$X>">'),
  // Encoded variants
  t('encoded', '<img src=x onerror="$X">', htmlDecimal),
  t('encoded', '<img src=x onerror="$X">', htmlHex),
  t('encoded', '<img src=x onerror="$X">', htmlHexPadded),
  t('encoded', '<a href="javascript:$X">link</a>', percent),
  t('encoded', '<img src=x onerror="eval(\'$X\')">', jsUnicode),
  t('encoded', '<img src=x onerror="eval(\'$X\')">', jsHex),
  t('encoded', '&lt;script&gt;$X&lt;/script&gt;'),
  t('encoded', '&amp;lt;script&amp;gt;$X&amp;lt;/script&amp;gt;'),
  t('encoded', '%3Cscript%3E$X%3C/script%3E'),
  t('encoded', '%253Cscript%253E$X%253C%252Fscript%253E'),
  t('encoded', '\\u003cscript\\u003e$X\\u003c/script\\u003e'),
  t('encoded', '\\x3cimg src=x onerror=$X\\x3e'),
  t('encoded', '+ADw-script+AD4-$X+ADw-/script+AD4-'),
  t('encoded', '<img src=x onerror=&#x5f;&#x5f;xss(0)>'.replace('&#x5f;&#x5f;xss(0)', '$X'), htmlHex),
  // Against one-pass filters
  t('nested', '<scr<script>ipt>$X</scr</script>ipt>'),
  t('nested', '<scr<!-- -->ipt>$X</script>'),
  t('nested', '<<script>script>$X<</script>/script>'),
  t('nested', '<img src=x one<x>rror=$X>'),
  t('nested', '<im<b>g src=x onerror=$X>'),
  t('nested', '<svg><svg onload=$X>'),
  t('nested', '<a href="javajavascript:script:$X">link</a>'),
  t('nested', '<!--<img src="--><img src=x onerror=$X//">'),
  t('nested', '<![CDATA[><img src=x onerror=$X>]]>'),
  t('nested', '<?xml-stylesheet ?><img src=x onerror=$X>'),
  t('iframe-srcdoc', '<iframe srcdoc="<script>parent.$X</script>"></iframe>'),
  t('iframe-srcdoc', '<iframe srcdoc="&lt;img src=x onerror=parent.$X&gt;"></iframe>'),
  t('iframe-srcdoc', '<iframe srcdoc="<svg onload=top.$X>"></iframe>'),
  t('iframe-srcdoc', '<iframe src="data:text/html,<script>parent.$X</script>"></iframe>'),
  t('style', '<div style="background:url(javascript:$X)">x</div>'),
  t('style', '<div style="width:expression($X)">x</div>'),
  t('style', '<style>*{background:url("javascript:$X")}</style>'),
  t('style', '<style>@import "javascript:$X";</style>'),
  t('style', '<div style="behavior:url(x.htc)" onmouseenter="$X">x</div>'),
  t('style', '<link rel=stylesheet href="javascript:$X">'),
  // Breakouts from raw-text and template contexts
  t('breakout', '<template><img src=x onerror=$X></template>'),
  t('breakout', '<template><script>$X</script></template>'),
  t('breakout', '<noscript><p title="</noscript><img src=x onerror=$X>">'),
  t('breakout', '</noscript><img src=x onerror=$X>'),
  t('breakout', '</style><img src=x onerror=$X>'),
  t('breakout', '</script><script>$X</script>'),
  t('breakout', '<xmp><p title="</xmp><img src=x onerror=$X>">'),
  t('breakout', '<noembed><img title="</noembed><img src=x onerror=$X>">'),
  t('breakout', '<noframes><p title="</noframes><img src=x onerror=$X>">'),
  t('breakout', '<iframe><p title="</iframe><img src=x onerror=$X>">'),
  t('breakout', '<textarea><p title="</textarea><img src=x onerror=$X>">'),
  t('breakout', '${$X}'),
  t('breakout', '{{constructor.constructor("$X")()}}'),
  t('breakout', '";$X;//'),
  t('breakout', "';$X;//"),
  t('breakout', '`;$X;//'),
];

export const XSS_CATEGORIES: readonly XssCategory[] = [
  'script-tag',
  'event-handler',
  'javascript-url',
  'svg',
  'mathml',
  'encoded',
  'nested',
  'iframe-srcdoc',
  'style',
  'breakout',
];

export const xssCorpus: readonly XssPayload[] = TEMPLATES.map(({ category, template, encode }, index) => {
  const call = tripwireCall(index);
  return { index, category, text: template.split('$X').join(encode ? encode(call) : call) };
});

/** Payloads that are a URL by themselves, for URL fields. */
export const xssUrlPayloads: readonly XssPayload[] = xssCorpus.filter(
  (payload) => payload.category === 'javascript-url' && !payload.text.trimStart().startsWith('<'),
);
