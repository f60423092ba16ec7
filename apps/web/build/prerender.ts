// A Vite build step (issue #16 item 5): after the browser build, bundles src/prerender.tsx for Node into
// dist-ssr/ (kept: the server renders the statements pages with it per request, into dist-ssr/page.html,
// and the landing page with its plans into dist-ssr/landing.html; outside dist/, so never served as static
// files), renders the landing page without data into dist/landing.html (with .br and .gz copies; the server
// sends it for "/" when it cannot draw the page with its data, so the page still paints from the HTML
// before any script has run, and main.tsx hydrates it), and puts the loading frame every lazily loaded
// page starts with into dist/index.html, so other pages paint their header and brand at once too (the app
// replaces the frame with its own identical one when it starts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
// By path, not the package name: Vite loads its config (and this plugin) by bundling the relative
// imports only, and Node cannot run a workspace package's TypeScript.
import {
  HYDRATE_ATTRIBUTE,
  BOOT_PAGE_PRELOAD,
  LANDING_HTML,
  SSR_DIR,
  SSR_HTML_MARK,
  SSR_LANDING_HTML,
  SSR_PAGE_HTML,
  SSR_STATE_MARK,
} from '../../../packages/contracts/src/prerendered';
import { compressBeside } from './precompress';

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The landing page's module, a lazy route (src/routes.tsx), as Vite's manifest names it. */
const LANDING_MODULE = 'src/features/landing/landing-page.tsx';
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * The boot script (a classic script: it can read its own attributes). Until the app has hydrated the
 * page, the last button pressed is remembered; src/hooks/use-replay-early-click.ts presses it again then,
 * so a click on "Get it Now" before the app ran is not lost; a form submitted meanwhile (Next on the
 * questionnaire, Apply on the checkout, issue #27 item 1) is not sent by the browser, its button is pressed
 * again then. It starts the app's entry (data-entry):
 * - once the page has loaded (its stylesheet and font) and painted: the statements pages and the
 *   landing page without its data;
 * - with data-on-press, on the first press or key instead (the landing page sent with its data is
 *   complete without the app: no React, router or schema runs before the visitor acts); a press on a link
 *   only follows the link. A pointer over the page or a focus fetches the app's chunks ahead of the press.
 *   A landing URL with a query (a resume link) starts at once.
 * Starting, it has the entry and the chunks it imports one after the other (data-preload) fetched
 * together (modulepreload), so src/main.tsx evaluates each in a task of its own without a waterfall, and
 * then the drawn page's own chunks, which the server names (BOOT_PAGE_PRELOAD); six links per task, as
 * adding a preload link costs its task ~0.4 ms (1.6 ms throttled) and a drawn page has 25 to 80. The entry
 * is imported once the entry's chunks have their links (Vite's loader adds those it does not find, in one
 * task); a chunk whose link is there already is not added again.
 */
const BOOT_SCRIPT = `(function(){
var s=document.currentScript,e=s&&s.getAttribute("data-entry"),w=window,started=0,queue=null,left=0,then=null;
if(!e)return;
w.__trajectoryEarlyClick=null;
document.addEventListener("click",function(v){var t=v.target,b=t&&t.closest&&t.closest("button");
if(b&&!w.__trajectoryHydrated)w.__trajectoryEarlyClick=b},true);
document.addEventListener("submit",function(v){if(!w.__trajectoryHydrated)v.preventDefault()},true);
function list(n){return(s.getAttribute(n)||"").split(" ").filter(Boolean)}
function add(h){var u=new URL(h,location.href).href,k=document.getElementsByTagName("link"),i;
for(i=0;i<k.length;i++)if(k[i].href===u)return;
var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)}
function fetch(){if(queue)return;queue=[e].concat(list("data-preload"));left=queue.length;
queue=queue.concat(list("${BOOT_PAGE_PRELOAD}"));
(function more(){var b=queue.splice(0,6);b.forEach(add);left-=b.length;
if(left<=0&&then){var f=then;then=null;f()}if(queue.length)setTimeout(more,0)})()}
function start(){if(started)return;started=1;fetch();var f=function(){import(e)};if(left<=0)f();else then=f}
if(s.hasAttribute("data-on-press")&&!location.search){
var press=["pointerdown","keydown","click"],intent=["pointerover","focusin","touchstart"];
var on=function(n,f){addEventListener(n,f,{capture:true,passive:true})};
var off=function(n,f){removeEventListener(n,f,{capture:true})};
var soon=function(){intent.forEach(function(n){off(n,soon)});fetch()};
var pressed=function(v){var t=v.target;if(v.type!=="keydown"&&t&&t.closest&&t.closest("a[href]"))return;
press.forEach(function(n){off(n,pressed)});start()};
press.forEach(function(n){on(n,pressed)});intent.forEach(function(n){on(n,soon)});return}
function go(){requestAnimationFrame(function(){setTimeout(start,0)})}
if(document.readyState==="complete")go();else addEventListener("load",go)})();
`;

/** The boot script as a hashed, cache-forever asset; returns its URL. */
function writeBootScript(outDir: string): string {
  const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64url').slice(0, 8);
  const name = `assets/landing-boot-${hash}.js`;
  fs.writeFileSync(path.join(outDir, name), BOOT_SCRIPT);
  return `/${name}`;
}

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

function readManifest(outDir: string): Manifest {
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  return fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : {};
}

/** A module's chunk and the chunks it imports statically, as URLs, imports first; never the entry. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((dep) => chunksOf(manifest, dep, seen)), `/${chunk.file}`];
}

/**
 * The chunks starting the app evaluates: the entry's static imports and the pieces src/main.tsx imports
 * one after the other (its dynamic imports), with theirs; not the routes, which app.tsx imports lazily.
 */
function entryChunks(manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return [];
  const seen = new Set<string>();
  return [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])].flatMap((key) =>
    chunksOf(manifest, key, seen),
  );
}

export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  let isSsrBuild = false;
  return {
    name: 'trajectory-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      const ssrOutDir = path.join(root, SSR_DIR);
      await build({
        configFile,
        root,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: ssrOutDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
        },
      });
      const { renderLanding, renderShell } = (await import(
        `${pathToFileURL(path.join(ssrOutDir, 'prerender.js')).href}?t=${Date.now()}`
      )) as { renderLanding: () => Promise<string>; renderShell: () => string };
      const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      if (!ENTRY_SCRIPT.test(indexHtml)) throw new Error('index.html has no module entry script');
      const boot = writeBootScript(outDir);
      const file = path.join(outDir, LANDING_HTML);
      // A drawn page: its script only makes it interactive, so it is fetched after the first paint
      // and leaves a slow phone's bandwidth to the HTML, the stylesheet and the font.
      // What starting the app runs: the entry's chunks (src/main.tsx imports them one by one) and, on the
      // landing page, the landing page's own (a lazy route).
      const manifest = readManifest(outDir);
      const startChunks = entryChunks(manifest);
      const chunks = [...new Set([...startChunks, ...chunksOf(manifest, LANDING_MODULE)])];
      const hydrated = (content: string, { onPress = false } = {}) =>
        indexHtml
          .replace(ROOT_ELEMENT, `<div id="root" ${HYDRATE_ATTRIBUTE}>${content}</div>`)
          .replace(MODULE_PRELOAD, '')
          .replace(
            ENTRY_SCRIPT,
            onPress
              ? `<script defer src="${boot}" data-entry="$1" data-on-press data-preload="${chunks.join(' ')}"></script>`
              : `<script defer src="${boot}" data-entry="$1" data-preload="${startChunks.join(' ')}"></script>`,
          );
      // Without its data (the server could not draw it), the landing page starts its app once it has
      // painted, which reads the plans; drawn with its data by the server, from SSR_LANDING_HTML, it is
      // complete, and its app starts on the first press.
      fs.writeFileSync(file, hydrated(await renderLanding()));
      fs.writeFileSync(
        path.join(ssrOutDir, SSR_LANDING_HTML),
        hydrated(SSR_HTML_MARK, { onPress: true }).replace(
          `${SSR_HTML_MARK}</div>`,
          `${SSR_HTML_MARK}</div>${SSR_STATE_MARK}`,
        ),
      );
      // The statements pages wrap their buttons and headings differently in the fallback font: the
      // page's font (Latin) comes with the HTML, so it is there when the text is first laid out.
      const font = fs
        .readdirSync(path.join(outDir, 'assets'))
        .find((name) => /^inter-latin-wght-normal-.*\.woff2$/.test(name));
      const fontPreload = font
        ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`
        : '';
      fs.writeFileSync(
        path.join(ssrOutDir, SSR_PAGE_HTML),
        hydrated(SSR_HTML_MARK)
          .replace('</head>', `${fontPreload}</head>`)
          .replace(`${SSR_HTML_MARK}</div>`, `${SSR_HTML_MARK}</div>${SSR_STATE_MARK}`),
      );
      compressBeside(file);
      const index = path.join(outDir, 'index.html');
      // Pages started from the frame fetch the entry's chunks with it, as its static imports were.
      const preloads = startChunks
        .filter((file) => !indexHtml.includes(`"${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      fs.writeFileSync(
        index,
        indexHtml
          .replace(ROOT_ELEMENT, `<div id="root">${renderShell()}</div>`)
          .replace('</head>', `${preloads}</head>`),
      );
      // The precompress step has run by now (it is synchronous), so the copies are made again here.
      compressBeside(index);
    },
  };
}
