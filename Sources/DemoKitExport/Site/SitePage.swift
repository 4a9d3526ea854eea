/// The page around the renderings: markup, the site's own CSS and script.
/// The renderings' styles come from ``StyledHTML``; nothing here knows how a
/// rendering is drawn.
enum SitePage {
    /// Nothing may be fetched: no network, no other file. Only the page's
    /// own inline script and style run.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:"

    /// The whole page.
    ///
    /// - Parameters:
    ///   - title: The catalog's name, escaped here.
    ///   - data: The catalog and its renderings, embedded as JSON.
    ///   - css: The colour rules of the renderings' styles.
    static func html(title: String, data: JSONValue, css: String) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="DemoKit">
            <title>\(HTMLEscaping.text(title)) · DemoKit catalog</title>
            <style>\(StyledHTML.blockCSS)\(pageCSS)\(StyledHTML.baseCSS)\(css)</style>
            </head>
            <body>
            <nav id="side" aria-label="Demos">
            <div id="brand">\(HTMLEscaping.text(title))</div>
            <input id="search" type="search" placeholder="Filter ( / )" aria-label="Filter demos" autocomplete="off" spellcheck="false">
            <ul id="list" role="listbox"></ul>
            </nav>
            <main id="main">
            <header id="bar">
            <h1 id="title"></h1>
            <div id="controls">
            <button id="dark" type="button" aria-pressed="false" title="Dark appearance (d)">Dark</button>
            <button id="rtl" type="button" aria-pressed="false" title="Right to left (r)">RTL</button>
            <span id="widths" role="group" aria-label="Width (w)"></span>
            </div>
            </header>
            <div id="scripts" hidden>
            <span id="scriptlist" role="group" aria-label="Scripts"></span>
            <button id="prev" type="button" title="Previous step (,)">◀</button>
            <button id="play" type="button" title="Play or pause (space)">▶ Play</button>
            <button id="next" type="button" title="Next step (.)">▶|</button>
            <span id="step"></span>
            </div>
            <div id="frame"><pre id="pane" class="dk"></pre></div>
            <p id="meta"></p>
            <section id="controls" hidden aria-labelledby="controls-title">
            <h2 id="controls-title">Controls</h2>
            <p id="controls-summary"></p>
            <ul id="controllist"></ul>
            </section>
            <section id="a11y" hidden aria-labelledby="a11y-title">
            <h2 id="a11y-title">Accessibility</h2>
            <p id="a11y-summary"></p>
            <ul id="findings"></ul>
            </section>
            <p id="help"></p>
            </main>
            <pre id="selftest" hidden></pre>
            <script type="application/json" id="data">
            """
        data.write(to: &page)
        page += "</script>\n<script>\n" + script + "</script>\n</body>\n</html>\n"
        return page
    }

    static let pageCSS = """
        :root{color-scheme:light;--side:#f6f8fa;--line:#d0d7de;--text:#1f2328;--muted:#59636e;--sel:#0063d1}\
        *{box-sizing:border-box}\
        body{margin:0;display:flex;height:100vh;font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;\
        color:var(--text);background:#fff}\
        #side{width:260px;min-width:180px;border-right:1px solid var(--line);background:var(--side);\
        display:flex;flex-direction:column}\
        #brand{font-weight:600;padding:10px 12px 4px}\
        #search{margin:6px 10px 8px;padding:5px 8px;border:1px solid var(--line);border-radius:6px;font:inherit}\
        #list{list-style:none;margin:0;padding:0 0 16px;overflow:auto;flex:1}\
        #list li{padding:0}\
        #list .group{font-weight:600;padding:8px 12px 2px;color:var(--muted);font-size:12px;text-transform:uppercase}\
        #list button{display:block;width:100%;text-align:left;border:0;background:none;font:inherit;color:inherit;\
        padding:3px 12px 3px 20px;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}\
        #list button.tweak{padding-left:36px;color:var(--muted)}\
        #list button:hover{background:#eaeef2}\
        #list button[aria-selected=true]{background:var(--sel);color:#fff}\
        #main{flex:1;overflow:auto;padding:12px 20px;min-width:0}\
        #bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}\
        #title{font-size:18px;margin:0;flex:1;min-width:200px}\
        #controls button,#scripts button{font:inherit;border:1px solid var(--line);background:#fff;border-radius:6px;\
        padding:2px 8px;cursor:pointer}\
        #controls button[aria-pressed=true],#scripts button[aria-pressed=true]{background:var(--sel);color:#fff;\
        border-color:var(--sel)}\
        #scripts{margin-top:8px;display:flex;flex-wrap:wrap;gap:6px;align-items:center}\
        #scripts[hidden]{display:none}\
        #step{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;color:var(--muted)}\
        #frame{margin-top:10px;overflow:auto}\
        .dk{margin:0;padding:8px 0;border:1px solid var(--line);border-radius:6px;box-sizing:content-box}\
        .dk.dark{border-color:#30363d}\
        .dk .err{color:#c5221f;white-space:pre-wrap}\
        #meta,#help{color:var(--muted);font-size:12px}\
        #list .mark{float:right;margin-left:6px;padding:0 5px;border-radius:8px;background:#fff1cc;color:#7a4d00;\
        font-size:11px;font-weight:600}\
        #list button[aria-selected=true] .mark{background:#fff;color:#7a4d00}\
        #a11y,#controls{margin-top:10px;border-top:1px solid var(--line)}\
        #controls h2{font-size:15px;margin:10px 0 4px}\
        #controls-summary{margin:0 0 6px;color:var(--muted)}\
        #controllist{margin:0;padding-left:18px}\
        #controllist .name{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-weight:600}\
        #a11y h2{font-size:15px;margin:10px 0 4px}\
        #a11y-summary{margin:0 0 6px;color:var(--muted)}\
        #findings{margin:0;padding-left:18px}\
        #findings li{margin:2px 0}\
        #findings .key{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-weight:600}\
        #findings .open{color:#8a2a0a}\
        #findings .waived{color:var(--muted)}\
        @media (max-width:700px){body{flex-direction:column;height:auto}#side{width:auto;max-height:40vh}}
        """

    /// The site's behaviour: the sidebar, search, keys, switches, the URL
    /// hash, script playback and the `#selftest` hook the browser tests use.
    static let script = #"""
        "use strict";
        (function () {
        const data = JSON.parse(document.getElementById("data").textContent);
        const $ = (id) => document.getElementById(id);
        const list = $("list"), pane = $("pane"), search = $("search");
        const state = { g: 0, d: 0, t: 0, dark: false, rtl: false, width: data.defaultWidth,
          script: -1, step: 0, timer: null };
        const entries = [];
        const demoButtons = [];

        function el(tag, cls, text) {
          const node = document.createElement(tag);
          if (cls) node.className = cls;
          if (text !== undefined) node.textContent = text;
          return node;
        }
        function hasTweaks(demo) { return !(demo.tweaks.length === 1 && demo.tweaks[0].id === ""); }
        function openFindings(demo) { return (demo.findings || []).filter((f) => f.waiver === undefined).length; }
        // The demo's findings from the accessibility audit, each under its
        // rendering's key, open ones first; nothing when it was not audited.
        function showFindings(demo) {
          const section = $("a11y"), listed = $("findings");
          section.hidden = !data.audited;
          listed.textContent = "";
          if (!data.audited) return;
          const findings = demo.findings || [];
          const open = openFindings(demo), waived = findings.length - open;
          $("a11y-summary").textContent = findings.length === 0 ? "No findings: every rendering passes 'demo-runner audit'."
            : (open === 0 ? "No open findings" : open + " finding" + (open === 1 ? "" : "s")) +
              (waived > 0 ? ", " + waived + " waived" : "") + " (demo-runner audit)";
          const ordered = findings.filter((f) => f.waiver === undefined).concat(findings.filter((f) => f.waiver !== undefined));
          for (const finding of ordered) {
            const item = el("li", finding.waiver === undefined ? "open" : "waived");
            item.appendChild(el("span", "key", finding.key));
            item.appendChild(document.createTextNode(": " + finding.text));
            if (finding.waiver !== undefined) item.appendChild(document.createTextNode(" (waived: " + finding.waiver + ")"));
            listed.appendChild(item);
          }
        }

        // The demo's controls, with their types and defaults; the tweaks
        // are their presets. Nothing for a demo without controls.
        function showControls(group, demo) {
          const controls = demo.controls || [], listed = $("controllist");
          $("controls").hidden = controls.length === 0;
          listed.textContent = "";
          if (controls.length === 0) return;
          $("controls-summary").textContent = "Set with demo-runner open " + group.id + "/" + demo.id +
            " --set name=value; the browser's c panel edits them live.";
          for (const control of controls) {
            const item = el("li");
            item.appendChild(el("span", "name", control.name));
            item.appendChild(document.createTextNode(" (" + control.type + ")" +
              (control.default === undefined ? "" : ", default " + JSON.stringify(control.default))));
            listed.appendChild(item);
          }
        }

        data.groups.forEach((group, g) => {
          const header = el("li", "group", group.title);
          header.dataset.group = String(g);
          list.appendChild(header);
          group.demos.forEach((demo, d) => {
            const item = el("li");
            const button = el("button", "demo", demo.title);
            button.type = "button";
            button.setAttribute("role", "option");
            button.dataset.search = (group.title + " " + group.id + "/" + demo.id + " " + demo.title + " " +
              demo.tweaks.map((t) => t.id + " " + t.title).join(" ")).toLowerCase();
            button.dataset.group = String(g);
            const open = openFindings(demo);
            if (open > 0) {
              const mark = el("span", "mark", "⚠ " + open);
              mark.title = open + " accessibility finding" + (open === 1 ? "" : "s");
              button.appendChild(mark);
            }
            button.addEventListener("click", () => select(g, d, 0));
            item.appendChild(button);
            list.appendChild(item);
            demoButtons.push({ g, d, button, header, tweakButtons: [] });
            const record = demoButtons[demoButtons.length - 1];
            if (!hasTweaks(demo)) {
              entries.push({ g, d, t: 0, button });
              return;
            }
            demo.tweaks.forEach((tweak, t) => {
              const tweakItem = el("li");
              const tweakButton = el("button", "tweak", tweak.title || tweak.id);
              tweakButton.type = "button";
              tweakButton.setAttribute("role", "option");
              tweakButton.addEventListener("click", () => select(g, d, t));
              tweakItem.appendChild(tweakButton);
              list.appendChild(tweakItem);
              record.tweakButtons.push(tweakButton);
              entries.push({ g, d, t, button: tweakButton });
            });
          });
        });

        data.widths.forEach((width) => {
          const button = el("button", "", String(width));
          button.type = "button";
          button.dataset.width = String(width);
          button.title = width + " columns (w)";
          button.addEventListener("click", () => { state.width = width; show(); });
          $("widths").appendChild(button);
        });
        $("dark").addEventListener("click", () => { state.dark = !state.dark; show(); });
        $("rtl").addEventListener("click", () => { state.rtl = !state.rtl; show(); });
        $("prev").addEventListener("click", () => { pause(); step(-1); });
        $("next").addEventListener("click", () => { pause(); step(1); });
        $("play").addEventListener("click", () => togglePlay());

        function current() {
          const demo = data.groups[state.g].demos[state.d];
          return { group: data.groups[state.g], demo, tweak: demo.tweaks[state.t] };
        }
        function viewIndex() {
          const w = Math.max(0, data.widths.indexOf(state.width));
          return ((state.dark ? 1 : 0) * data.widths.length + w) * 2 + (state.rtl ? 1 : 0);
        }
        function select(g, d, t) {
          pause();
          const sameDemo = g === state.g && d === state.d;
          state.g = g; state.d = d; state.t = t;
          const scripts = current().tweak.scripts;
          if (!sameDemo || state.script >= scripts.length) { state.script = -1; state.step = 0; }
          show();
        }
        function drawScreen(number) {
          if (number < 0) {
            pane.textContent = "";
            pane.appendChild(el("span", "err", data.errors[-1 - number]));
            return;
          }
          const lines = data.screens[number];
          let html = "";
          for (let i = 0; i < lines.length; i++) {
            if (i > 0) html += "\n";
            html += data.lines[lines[i]];
          }
          pane.innerHTML = html;
        }
        function playView() {
          const tweak = current().tweak;
          if (state.script < 0 || state.script >= tweak.scripts.length) return null;
          // Scripts play at the goldens' width: light, dark × left to right, right to left.
          return tweak.scripts[state.script].views[(state.dark ? 2 : 0) + (state.rtl ? 1 : 0)];
        }
        function show() {
          const { group, demo, tweak } = current();
          $("title").textContent = group.title + " › " + demo.title + (hasTweaks(demo) ? " · " + (tweak.title || tweak.id) : "");
          pane.classList.toggle("dark", state.dark);
          const scripted = state.script >= 0 && state.script < tweak.scripts.length;
          const shownWidth = scripted ? data.defaultWidth : state.width;
          pane.style.width = shownWidth + "ch";
          $("dark").setAttribute("aria-pressed", String(state.dark));
          $("rtl").setAttribute("aria-pressed", String(state.rtl));
          for (const button of $("widths").children) {
            button.setAttribute("aria-pressed", String(Number(button.dataset.width) === state.width));
          }
          for (const entry of entries) {
            const selected = entry.g === state.g && entry.d === state.d && entry.t === state.t;
            entry.button.setAttribute("aria-selected", String(selected));
            if (selected && entry.button.scrollIntoView) entry.button.scrollIntoView({ block: "nearest" });
          }
          const scripts = $("scripts"), scriptList = $("scriptlist");
          scripts.hidden = tweak.scripts.length === 0;
          scriptList.textContent = "";
          const still = el("button", "still", "Start screen");
          still.type = "button";
          still.setAttribute("aria-pressed", String(state.script < 0));
          still.addEventListener("click", () => { pause(); state.script = -1; state.step = 0; show(); });
          scriptList.appendChild(still);
          tweak.scripts.forEach((script, s) => {
            const button = el("button", "script", script.title || script.id);
            button.type = "button";
            button.dataset.script = script.id;
            button.setAttribute("aria-pressed", String(s === state.script));
            button.addEventListener("click", () => { pause(); state.script = s; state.step = 0; show(); });
            scriptList.appendChild(button);
          });
          const view = playView();
          let golden = tweak.goldens.length ? "goldens: " + tweak.goldens.join(", ") : "no golden";
          if (view) {
            state.step = Math.min(Math.max(0, state.step), view.steps.length - 1);
            const [header, number] = view.steps[state.step];
            const last = state.step === view.steps.length - 1;
            $("step").textContent = "step " + state.step + "/" + (view.steps.length - 1) + "  " + header +
              (last && view.outcome ? "  " + view.outcome : "");
            drawScreen(number);
            golden = "script " + tweak.scripts[state.script].id + " (scripts play at " + data.defaultWidth + " columns)";
          } else {
            $("step").textContent = "";
            drawScreen(tweak.views[viewIndex()]);
          }
          $("play").textContent = state.timer ? "❚❚ Pause" : "▶ Play";
          $("help").textContent = keyHint(demo, tweak);
          showControls(group, demo);
          showFindings(demo);
          $("meta").textContent = demo.address + (hasTweaks(demo) ? " · tweak " + tweak.id : "") + " · " +
            (state.dark ? "dark" : "light") + " · " + shownWidth + " columns · " +
            (state.rtl ? "right to left" : "left to right") + " · " + golden;
          writeHash();
        }
        // Only the keys that do something here: no tweak on a demo without
        // tweaks, no width with one width, no playing without a script.
        function keyHint(demo, tweak) {
          const keys = ["↑↓ or j k: " + (hasTweaks(demo) ? "tweak" : "demo"), "/ filter", "d dark", "r right to left"];
          if (data.widths.length > 1) keys.push("w width");
          if (tweak.scripts.length > 0) keys.push("space play", ", . step");
          return keys.join(" · ");
        }
        function step(delta) {
          const view = playView();
          if (!view) return;
          state.step = Math.min(Math.max(0, state.step + delta), view.steps.length - 1);
          show();
        }
        function pause() {
          if (state.timer) { clearInterval(state.timer); state.timer = null; }
        }
        function togglePlay() {
          if (state.timer) { pause(); show(); return; }
          const tweak = current().tweak;
          if (tweak.scripts.length === 0) return;
          if (state.script < 0) { state.script = 0; state.step = 0; }
          const view = playView();
          if (view && state.step >= view.steps.length - 1) state.step = 0;
          state.timer = setInterval(() => {
            const v = playView();
            if (!v || state.step >= v.steps.length - 1) { pause(); show(); return; }
            step(1);
          }, 900);
          show();
        }
        function writeHash() {
          if (selfTesting) return;
          const { demo, tweak } = current();
          const params = new URLSearchParams();
          params.set("demo", demo.address);
          if (hasTweaks(demo)) params.set("tweak", tweak.id);
          if (state.dark) params.set("appearance", "dark");
          if (state.rtl) params.set("direction", "rtl");
          if (state.width !== data.defaultWidth) params.set("width", String(state.width));
          if (state.script >= 0) { params.set("script", tweak.scripts[state.script].id); params.set("step", String(state.step)); }
          try { history.replaceState(null, "", "#" + params.toString()); } catch (error) { /* a sandboxed file: URL */ }
        }
        function readHash(hash) {
          const params = new URLSearchParams(hash.replace(/^#/, ""));
          const address = params.get("demo");
          let g = 0, d = 0, t = 0;
          data.groups.forEach((group, gi) => group.demos.forEach((demo, di) => {
            if (demo.address === address) { g = gi; d = di; }
          }));
          if (data.groups.length === 0) return false;
          const demo = data.groups[g].demos[d];
          const tweakIndex = demo.tweaks.findIndex((tweak) => tweak.id === params.get("tweak"));
          if (tweakIndex >= 0) t = tweakIndex;
          state.g = g; state.d = d; state.t = t;
          state.dark = params.get("appearance") === "dark";
          state.rtl = params.get("direction") === "rtl";
          const width = Number(params.get("width"));
          state.width = data.widths.includes(width) ? width : data.defaultWidth;
          const scriptIndex = demo.tweaks[t].scripts.findIndex((script) => script.id === params.get("script"));
          state.script = scriptIndex;
          state.step = scriptIndex >= 0 ? Number(params.get("step")) || 0 : 0;
          return address !== null;
        }
        function applyFilter() {
          const query = search.value.trim().toLowerCase();
          const visibleGroups = new Set();
          for (const record of demoButtons) {
            const visible = query === "" || record.button.dataset.search.includes(query);
            record.button.parentElement.hidden = !visible;
            for (const button of record.tweakButtons) button.parentElement.hidden = !visible;
            if (visible) visibleGroups.add(record.g);
          }
          for (const header of list.querySelectorAll("li.group")) {
            header.hidden = !visibleGroups.has(Number(header.dataset.group));
          }
        }
        function visibleEntries() { return entries.filter((entry) => !entry.button.parentElement.hidden); }
        function move(delta) {
          const visible = visibleEntries();
          if (visible.length === 0) return;
          let index = visible.findIndex((e) => e.g === state.g && e.d === state.d && e.t === state.t);
          index = index < 0 ? 0 : Math.min(Math.max(0, index + delta), visible.length - 1);
          const entry = visible[index];
          select(entry.g, entry.d, entry.t);
        }
        search.addEventListener("input", applyFilter);
        search.addEventListener("keydown", (event) => {
          if (event.key === "Escape") { search.value = ""; applyFilter(); search.blur(); event.preventDefault(); }
          if (event.key === "Enter" || event.key === "ArrowDown") { search.blur(); move(0); event.preventDefault(); }
        });
        document.addEventListener("keydown", (event) => {
          if (event.target === search || event.metaKey || event.ctrlKey || event.altKey) return;
          switch (event.key) {
            case "ArrowDown": case "j": move(1); break;
            case "ArrowUp": case "k": move(-1); break;
            case "/": search.focus(); break;
            case "d": state.dark = !state.dark; show(); break;
            case "r": state.rtl = !state.rtl; show(); break;
            case "w": {
              const index = data.widths.indexOf(state.width);
              state.width = data.widths[(index + 1) % data.widths.length]; show(); break;
            }
            case " ": togglePlay(); break;
            case ".": case "n": pause(); step(1); break;
            case ",": case "N": pause(); step(-1); break;
            default: return;
          }
          event.preventDefault();
        });
        window.addEventListener("hashchange", () => { if (readHash(location.hash)) show(); });

        // The browser tests' hook: `#selftest` drives the page as a person
        // would (clicks on the sidebar and the switches, keys) and writes
        // what the pane shows into <pre id="selftest"> as JSON.
        let selfTesting = false;
        function selfTest() {
          selfTesting = true;
          const panes = [], scripts = [], checks = [];
          const darkButton = $("dark");
          for (const entry of entries) {
            for (const dark of [false, true]) {
              if (state.dark !== dark) darkButton.click();
              entry.button.click();
              const { demo, tweak } = current();
              panes.push({ address: demo.address, tweak: tweak.id, appearance: dark ? "dark" : "light",
                width: state.width, rtl: state.rtl, text: pane.textContent, title: $("title").textContent,
                help: $("help").textContent, a11y: $("a11y").hidden ? null : $("a11y-summary").textContent,
                findings: $("findings").children.length });
              if (dark) continue;
              const buttons = Array.from(document.querySelectorAll("#scriptlist button.script"));
              for (const button of buttons) {
                button.click();
                const steps = [];
                const view = playView();
                for (let i = 0; i < view.steps.length; i++) {
                  steps.push({ header: view.steps[state.step][0], text: pane.textContent });
                  $("next").click();
                }
                scripts.push({ address: demo.address, tweak: tweak.id, script: button.dataset.script,
                  steps, outcome: view.outcome });
              }
              if (buttons.length > 0) $("scriptlist").firstChild.click();
            }
          }
          if (state.dark) darkButton.click();
          if (entries.length > 1) {
            entries[0].button.click();
            document.dispatchEvent(new KeyboardEvent("keydown", { key: "j", bubbles: true }));
            const second = entries[1];
            checks.push({ name: "j selects the next entry",
              ok: state.g === second.g && state.d === second.d && state.t === second.t });
            document.dispatchEvent(new KeyboardEvent("keydown", { key: "k", bubbles: true }));
            checks.push({ name: "k selects the previous entry",
              ok: state.g === entries[0].g && state.d === entries[0].d && state.t === entries[0].t });
          }
          document.dispatchEvent(new KeyboardEvent("keydown", { key: "w", bubbles: true }));
          const nextWidth = data.widths[(data.widths.indexOf(data.defaultWidth) + 1) % data.widths.length];
          checks.push({ name: "w cycles the width", ok: state.width === nextWidth });
          document.dispatchEvent(new KeyboardEvent("keydown", { key: "d", bubbles: true }));
          checks.push({ name: "d switches to dark", ok: state.dark && pane.classList.contains("dark") });
          document.dispatchEvent(new KeyboardEvent("keydown", { key: "r", bubbles: true }));
          checks.push({ name: "r switches to right to left", ok: state.rtl });
          selfTesting = false;
          writeHash();
          const hash = location.hash;
          const saved = { g: state.g, d: state.d, t: state.t, dark: state.dark, rtl: state.rtl, width: state.width };
          state.g = 0; state.d = 0; state.t = 0; state.dark = false; state.rtl = false;
          readHash(hash);
          checks.push({ name: "the hash restores the view", ok: JSON.stringify(saved) ===
            JSON.stringify({ g: state.g, d: state.d, t: state.t, dark: state.dark, rtl: state.rtl, width: state.width }) });
          search.value = "zzzz-no-such-demo";
          applyFilter();
          checks.push({ name: "the filter hides what does not match", ok: visibleEntries().length === 0 });
          search.value = "";
          applyFilter();
          checks.push({ name: "an empty filter shows every entry", ok: visibleEntries().length === entries.length });
          const out = $("selftest");
          out.textContent = JSON.stringify({ entries: entries.length, panes, scripts, checks });
          out.hidden = false;
        }

        if (entries.length === 0) {
          pane.textContent = "This catalog has no demos.";
        } else if (location.hash === "#selftest") {
          selfTest();
        } else {
          readHash(location.hash);
          show();
        }
        })();
        """#
}
