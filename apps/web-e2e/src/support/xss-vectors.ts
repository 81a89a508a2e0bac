/**
 * A corpus of cross-site scripting vectors for the XSS browser test. Each vector is built for its
 * index `n`: when it runs, it calls the sentinel `__xss(n)` (or alert/confirm/prompt/print, or
 * logs `__xss`), so a hit names the vector that got through. Sources: the OWASP XSS filter evasion
 * cheat sheet, PortSwigger's XSS cheat sheet, published DOMPurify mutation-XSS bypasses and
 * classic polyglots, rewritten to call the sentinel.
 */

/** Writes one vector around `js`, the code that reports it (`n` is its number). */
type Template = (js: string, n: number) => string;

/** A 1×1 GIF: an image that loads, for `onload` vectors. */
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const scriptTags: Template[] = [
  (js) => `<script>${js}</script>`,
  (js) => `<SCRIPT>${js}</SCRIPT>`,
  (js) => `<ScRiPt>${js}</sCrIpT>`,
  (js) => `<script type="module">${js}</script>`,
  (js) => `<script type="text/javascript">${js}</script>`,
  (js) => `<script/x>${js}</script>`,
  (js) => `<script\n>${js}</script\n>`,
  (js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  (js) => `<<script>${js}//<</script>`,
  (js) => `<script>${js}<!--</script>`,
  (js) => `<script src="data:text/javascript,${encodeURIComponent(js)}"></script>`,
  (js) => `<script src="data:,${js}"></script>`,
  (js) => `<script>eval(atob('${btoa(js)}'))</script>`,
  (js) => `<script>setTimeout('${js}')</script>`,
  (js) => `<script>window['__x'+'ss'](${js.replace(/\D/g, '')})</script>`,
  (js) => `<svg><script>${js}</script></svg>`,
  (js) => `<svg><script href="data:text/javascript,${js}"/></svg>`,
  (js) => `<svg><script xlink:href="data:text/javascript,${js}"></script></svg>`,
  (js) => `<math><script>${js}</script></math>`,
  (js) => `<template><script>${js}</script></template>`,
  (js) => `<noscript><script>${js}</script></noscript>`,
  (js) => `</title><script>${js}</script>`,
  (js) => `</textarea><script>${js}</script>`,
  (js) => `</style><script>${js}</script>`,
  (js) => `"><script>${js}</script>`,
  (js) => `'><script>${js}</script>`,
  (js) => `--><script>${js}</script>`,
  (js) => `]]><script>${js}</script>`,
  (js) => `<script>/*</script>*/${js}</script>`,
  (js) => `<script>document.write('<img src=x onerror=${js}>')</script>`,
];

const eventHandlers: Template[] = [
  (js) => `<img src=x onerror=${js}>`,
  (js) => `<img src="x" onerror="${js}">`,
  (js) => `<IMG SRC=x ONERROR=${js}>`,
  (js) => `<img/src=x/onerror=${js}>`,
  (js) => `<img src=x onerror\f=${js}>`,
  (js) => `<img src onerror=${js}>`,
  (js) => `<img src=x onerror=${js}//`,
  (js) => `<img src="${GIF}" onload=${js}>`,
  (js) => `<img srcset=",,,,x" onerror=${js}>`,
  (js) => `<image src=x onerror=${js}>`,
  (js) => `<picture><source srcset=x><img src=x onerror=${js}></picture>`,
  (js) => `<input type=image src=x onerror=${js}>`,
  (js) => `<svg onload=${js}>`,
  (js) => `<svg/onload=${js}>`,
  (js) => `<svg onload="${js}"></svg>`,
  (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`,
  (js) => `<svg><set onbegin=${js} attributeName=x to=1>`,
  (js) => `<svg><image href=x onerror=${js}>`,
  (js) => `<svg><discard onbegin=${js}>`,
  (js) => `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`,
  (js) => `<body onload=${js}>`,
  (js) => `<body onpageshow=${js}>`,
  (js) => `<body onfocus=${js}>`,
  (js) => `<frameset onload=${js}>`,
  (js) => `<details open ontoggle=${js}>x</details>`,
  (js) => `<details ontoggle="${js}" open><summary>x</summary></details>`,
  (js) => `<video src=x onerror=${js}></video>`,
  (js) => `<video><source onerror=${js}></video>`,
  (js) => `<video><track default kind=captions src=x onerror=${js}></video>`,
  (js) => `<audio src=x onerror=${js}></audio>`,
  (js) => `<audio controls autoplay onplay=${js}><source src=x></audio>`,
  (js) => `<input autofocus onfocus=${js}>`,
  (js) => `<input onblur=${js} autofocus><input autofocus>`,
  (js) => `<select autofocus onfocus=${js}></select>`,
  (js) => `<textarea autofocus onfocus=${js}></textarea>`,
  (js) => `<button autofocus onfocus=${js}>x</button>`,
  (js) => `<a href=# autofocus onfocus=${js}>x</a>`,
  (js) => `<div tabindex=1 autofocus onfocus=${js}>x</div>`,
  (js) => `<div contenteditable autofocus onfocusin=${js}>x</div>`,
  (js) => `<iframe onload=${js}></iframe>`,
  (js) => `<object data=x onerror=${js}></object>`,
  (js) => `<embed src=x onerror=${js}>`,
  (js) => `<marquee onstart=${js}>x</marquee>`,
  (js) => `<style onload=${js}></style>`,
  (js) => `<link rel=stylesheet href=x onerror=${js}>`,
  (js) => `<link rel=preload as=image href=x onerror=${js}>`,
  (js) =>
    `<style>@keyframes xss{}</style><p style="animation-name:xss" onanimationstart=${js}>x</p>`,
  (js) => `<p style="transition:color 1s" ontransitionrun=${js}>x</p>`,
  (js) => `<x onclick=${js} style="display:block;position:fixed;inset:0">x</x>`,
  (js) => `<p onmouseover=${js} onpointerenter=${js}>x</p>`,
  (js) => `<form onsubmit=${js}><button>x</button></form>`,
  (js) => `<body onresize=${js}>`,
  (js) => `<isindex type=image src=1 onerror=${js}>`,
  (js) => `<object onerror=${js}>`,
  (js) => `<keygen autofocus onfocus=${js}>`,
  (js) => `<img src=x onerror=${js} style=display:none>`,
];

/** Hrefs that run script: schemes, case, whitespace, control characters and entities. */
const scriptUrls: Template[] = [
  (js) => `javascript:${js}`,
  (js) => `JaVaScRiPt:${js}`,
  (js) => ` javascript:${js}`,
  (js) => `\tjavascript:${js}`,
  (js) => `java\tscript:${js}`,
  (js) => `java\nscript:${js}`,
  (js) => `java&#x09;script:${js}`,
  (js) => `java&Tab;script:${js}`,
  (js) => `&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${js}`,
  (js) => `&#x6A;avascript:${js}`,
  (js) => `&#0000106avascript:${js}`,
  (js) => `javascript&colon;${js}`,
  (js) => `javascript&#58;${js}`,
  (js) => `jav&#x0D;ascript:${js}`,
  (js) => `\u0001javascript:${js}`,
  (js) => `javascript://%0a${js}`,
  (js) => `javascript:void(0);${js}`,
  (js) => `data:text/html,<script>parent.${js}</script>`,
  (js) => `data:text/html;base64,${btoa(`<script>parent.${js}</script>`)}`,
  (js) => `DATA:text/html,<img src=x onerror=parent.${js}>`,
  (js) => `data:image/svg+xml,<svg onload="parent.${js}" xmlns="http://www.w3.org/2000/svg"/>`,
  (_js, n) => `vbscript:msgbox(${n})`,
  (_js, n) => `livescript:alert(${n})`,
];

const urlSinks: ((url: string) => string)[] = [
  (url) => `<a href="${url}">链接</a>`,
  (url) => `<iframe src="${url}"></iframe>`,
  (url) => `<form action="${url}"><button>提交</button></form>`,
];

const urlVectors: Template[] = scriptUrls.flatMap((url) =>
  urlSinks.map(
    (sink): Template =>
      (js, n) =>
        sink(url(js, n)),
  ),
);

const otherUrlSinks: Template[] = [
  (js) => `<embed src="javascript:${js}">`,
  (js) => `<object data="javascript:${js}"></object>`,
  (js) => `<object data="data:text/html,<script>parent.${js}</script>"></object>`,
  (js) => `<base href="javascript:${js}//"><a href="x">x</a>`,
  (js) => `<img src="javascript:${js}">`,
  (js) => `<video poster="javascript:${js}"></video>`,
  (js) => `<area href="javascript:${js}">`,
  (js) => `<button formaction="javascript:${js}">x</button>`,
  (js) => `<input type=submit formaction="javascript:${js}">`,
  (js) => `<math href="javascript:${js}">x</math>`,
  (js) => `<svg><a xlink:href="javascript:${js}"><rect width=99 height=99 /></a></svg>`,
  (js) =>
    `<svg><a><animate attributeName=href values=javascript:${js} /><text y=20>x</text></a></svg>`,
  (js) => `<math><maction actiontype=statusline xlink:href="javascript:${js}">x</maction></math>`,
  (js) => `<iframe srcdoc="<script>parent.${js}</script>"></iframe>`,
  (js) => `<iframe srcdoc="&lt;img src=x onerror=parent.${js}&gt;"></iframe>`,
];

const metaAndBase: Template[] = [
  (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  (js) =>
    `<meta http-equiv="refresh" content="0;url=data:text/html,<script>parent.${js}</script>">`,
  () => `<meta http-equiv="refresh" content="0; url=https://evil.example/">`,
  () => `<base href="https://evil.example/">`,
  () => `<meta http-equiv="Content-Security-Policy" content="script-src * 'unsafe-inline'">`,
  (js) => `<meta charset="UTF-7">+ADw-script+AD4-${js}+ADw-/script+AD4-`,
];

/** Markup that parses differently once sanitised and re-parsed, or across namespaces. */
const mutationXss: Template[] = [
  (js) => `<svg><style><img src=x onerror=${js}></style></svg>`,
  (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  (js) =>
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${js}&gt;">`,
  (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`,
  (js) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`,
  (js) => `<svg><p><style><a id="</style><img src=1 onerror=${js}>">`,
  (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`,
  (js) => `<noembed><img title="</noembed><img src onerror=${js}>"></noembed>`,
  (js) => `<noframes><img title="</noframes><img src onerror=${js}>"></noframes>`,
  (js) => `<iframe><img title="</iframe><img src onerror=${js}>"></iframe>`,
  (js) => `<xmp><img title="</xmp><img src onerror=${js}>"></xmp>`,
  (js) => `<title><img title="</title><img src onerror=${js}>"></title>`,
  (js) => `<textarea><img title="</textarea><img src onerror=${js}>"></textarea>`,
  (js) => `<style><img title="</style><img src onerror=${js}>"></style>`,
  (js) => `<template><img src=x onerror=${js}></template>`,
  (js) => `<template><style></template><img src=x onerror=${js}>`,
  (js) =>
    `<select><template><style><!--</style><a rel="--></template></select><img src=x onerror=${js}>"></a></style></template></select>`,
  (js) => `<table><td><svg><p><style><img src=x onerror=${js}>`,
  (js) =>
    `<math><annotation-xml encoding="text/html"><style><img src=x onerror=${js}></style></annotation-xml></math>`,
  (js) => `<svg><foreignobject><p><style><img src=x onerror=${js}>`,
  (js) => `<a href="x" title="</a><img src=x onerror=${js}>">x</a>`,
  (js) => `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=${js}>">]]></svg>`,
  (js) => `<!--<img src="--><img src=x onerror=${js}//">`,
  (js) => `<comment><img src="</comment><img src=x onerror=${js}//">`,
  (js) => `<![CDATA[<img src=x onerror=${js}>]]>`,
  (js) => `<?xml version="1.0"?><img src=x onerror=${js}>`,
  (js) => `<p><table><tr><td><form><input></td></tr></table><img src=x onerror=${js}>`,
  (js) => `<form><form><img src=x onerror=${js}></form></form>`,
  (js) =>
    `<div id="1"><form id="t"></form><button form="t" formaction="javascript:${js}">x</button></div>`,
  (js) =>
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${js}' /></svg>#x"/></svg>`,
  (js) => `<svg><desc><img src=x onerror=${js}></desc></svg>`,
  (js) => `<math><mi><img src=x onerror=${js}></mi></math>`,
  (js) => `<plaintext><img src=x onerror=${js}>`,
  (js) => `<listing><img src=x onerror=${js}></listing>`,
  (js) => `<svg><title><img src=x onerror=${js}></title></svg>`,
  (js) => `<img src=x onerror=${js} <b>`,
  (js) => `<p title="<img src=x onerror=${js}>">x</p>`,
];

/** DOM clobbering of the sanitiser, the page and the sentinel itself. */
const clobbering: Template[] = [
  (js) => `<form id=__xss><input name=call></form><img src=x onerror=${js}>`,
  () => `<a id=__xss name=__xss href="javascript:void 0">x</a>`,
  (js) => `<img name=getElementById><img src=x onerror=${js}>`,
  (js) => `<form><input name=attributes><input name=attributes></form><img src=x onerror=${js}>`,
  (js) => `<form name=body><img src=x onerror=${js}></form>`,
  (js) => `<form id=x><input name=nodeName></form><img src=x onerror=${js}>`,
  (js) => `<img id=defaultView name=cookie><svg onload=${js}>`,
];

const css: Template[] = [
  (js) => `<div style="background:url(javascript:${js})">x</div>`,
  (js) => `<div style="background-image:url('javascript:${js}')">x</div>`,
  (js) => `<div style="width:expression(${js})">x</div>`,
  (js) => `<p style="x:\\65xpression(${js})">x</p>`,
  (js) => `<style>@import 'javascript:${js}';</style>`,
  (js) => `<style>body{background:url("javascript:${js}")}</style>`,
  (js) => `<link rel=stylesheet href="javascript:${js}">`,
  (js) => `<link rel=stylesheet href="data:text/css,*{background:url(javascript:${js})}">`,
  () => `<div style="behavior:url(xss.htc)">x</div>`,
  () => `<style>*{-moz-binding:url("//evil.example/xss.xml#xss")}</style>`,
  () => `<style>*{display:none!important}</style>`,
  () => `<div style="position:fixed;inset:0;z-index:99999;background:red">覆盖</div>`,
  (js) => `<style>@font-face{font-family:x;src:url(javascript:${js})}</style>`,
];

/** Escapes and encodings that a decoder upstream might turn into markup. */
const encodings: Template[] = [
  (js) => `\\u003cscript\\u003e${js}\\u003c/script\\u003e`,
  (js) => `&lt;script&gt;${js}&lt;/script&gt;`,
  (js) => `&amp;lt;img src=x onerror=${js}&amp;gt;`,
  (js) => `%3Cscript%3E${js}%3C/script%3E`,
  (js) => `%253Cscript%253E${js}%253C/script%253E`,
  (js) => `<scr\u0000ipt>${js}</script>`,
  (js) => `＜script＞${js}＜/script＞`,
  (js) => `\u003cimg src=x onerror=${js}\u003e`,
  (_js, n) => `<img src=x onerror="&#95;&#95;xss(${n})">`,
  (_js, n) => `<img src=x onerror="&#x5f;&#x5f;xss&#x28;${n}&#x29;">`,
  (_js, n) => `<img src=x onerror="\\u005f\\u005fxss(${n})">`,
  (_js, n) => `<img src=x onerror=eval('\\x5f\\x5fxss(${n})')>`,
  (_js, n) => `<img src=x onerror=window['__x'+'ss'](${n})>`,
  (_js, n) => `<img src=x onerror=top['__xss'](${n})>`,
  (_js, n) => `<img src=x onerror=(__xss)(${n})>`,
  (_js, n) => `<img src=x onerror=__xss&#40;${n}&#41;>`,
  (_js, n) => `<img src=x onerror=__xss\`${n}\`>`,
  (_js, n) => `<svg onload=__xss&lpar;${n}&rpar;>`,
  (_js, n) => `<img src=x onerror=Function('__xss(${n})')()>`,
  (_js, n) => `<img src=x onerror=setTimeout\`__xss\\x28${n}\\x29\`>`,
  (_js, n) => `<img src=x onerror=alert(${n})>`,
  (_js, n) => `<img src=x onerror=confirm(${n})>`,
  (_js, n) => `<img src=x onerror=prompt(${n})>`,
  (_js, n) => `<img src=x onerror=print(${n})>`,
  (_js, n) => `<img src=x onerror=console.log('__xss',${n})>`,
  (_js, n) => `<svg onload=console.error('__xss',${n})>`,
  (js) => `+ADw-script+AD4-${js}+ADw-/script+AD4-`,
  (js) => `\u202e<img src=x onerror=${js}>`,
  (js) => `<img src=x onerror=${js}>\u0000`,
  (js) => `<img\u3000src=x\u3000onerror=${js}>`,
];

/** Text that only becomes dangerous in another context: attributes, templates, URLs. */
const contextBreakers: Template[] = [
  (js) => `" onmouseover="${js}`,
  (js) => `' autofocus onfocus='${js}`,
  (js) => `"><img src=x onerror=${js}>`,
  (js) => `{{constructor.constructor('${js}')()}}`,
  (js) => `\${${js}}`,
  (js) => `<%= ${js} %>`,
  (js) => `#{${js}}`,
  (js) => `javascript:${js}`,
  (js) => `';${js};//`,
  (js) => `";${js};//`,
  (js) => `</script><script>${js}</script>`,
  () => '__proto__',
  () => 'constructor',
  (js) => `{"__proto__":{"innerHTML":"<img src=x onerror=${js}>"}}`,
];

/** Payloads that work in many contexts at once. */
const polyglots: Template[] = [
  (js) =>
    `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${js} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${js}//>\\x3e`,
  (js) =>
    `'">><marquee><img src=x onerror=${js}></marquee>" ></plaintext\\></|\\><plaintext/onmouseover=prompt(1) ><script>${js}</script>@gmail.com<isindex formaction=javascript:${js} type=submit>'-->" ></script><script>${js}</script>"><img/id="confirm&lpar;1)"/alt="/"src="/"onerror=eval(id&%23x29;>'"><img src="http: //i.imgur.com/P8mL8.jpg">`,
  (js) =>
    `javascript://'/</title></style></textarea></script>--><p" onclick=${js}//>*/${js}/*<details/open/ontoggle=${js}>`,
  (js) => `-->'"/></sCript><deTailS open x=">" ontoggle=(co\\u006efirm)\`\`><svg onload=${js}>`,
  (js) => `"'--></noscript></noembed></template></title></textarea></style><script>${js}</script>`,
  (js) => `/*</script>*/<img src=x onerror=${js}>/*<!--*/`,
  (js) => `<svg/onload=${js}><img/src=x/onerror=${js}>`,
  (js) => `<a href="javascript:${js}"><img src=x onerror=${js}></a>`,
];

const TEMPLATES: readonly Template[] = [
  ...scriptTags,
  ...eventHandlers,
  ...urlVectors,
  ...otherUrlSinks,
  ...metaAndBase,
  ...mutationXss,
  ...clobbering,
  ...css,
  ...encodings,
  ...contextBreakers,
  ...polyglots,
];

/** Every vector, the nth calling `__xss(n)` when it runs. */
export const XSS_VECTORS: readonly string[] = TEMPLATES.map((template, n) =>
  template(`__xss(${n})`, n),
);

/**
 * Image and media URLs that would run script if ever used as a link or loaded as a document;
 * the covers, clips and ad links of the card test.
 */
export const XSS_URLS: readonly string[] = [
  ...scriptUrls.map((url, n) => url(`__xss(${10_000 + n})`, 10_000 + n)),
  'https://evil.example/"><img src=x onerror=__xss(10100)>',
  '//evil.example/x.png.enc',
  'blob:https://evil.example/1',
  'file:///etc/passwd',
];
