/// The lesson page's script: stepping, the picture at each step, the trace's
/// highlight, the timeline drawing and the "why" card — from the JSON the page
/// carries, with nothing fetched.
///
/// The picture is frame-exact: step i's frame f is shown by seeking the video
/// to the middle of that frame, (f + ½) / fps, which every browser rounds to
/// frame f. The address says the step (`lesson.html#step=12` opens there).
/// `window.lesson.settled()` resolves once the seek is done and the
/// frame painted, for tools that drive the page (the tests do).
enum LessonPageScript {
    static let javaScript = #"""

        "use strict";
        (() => {
          const data = JSON.parse(document.getElementById("lesson-data").textContent);
          const $ = (id) => document.getElementById(id);
          const video = $("video"), scrub = $("scrub"), clock = $("clock"), list = $("lines"), svg = $("timeline");
          const lines = Array.from(list.children);
          const steps = data.steps;
          const firstLine = new Array(steps.length).fill(-1);
          lines.forEach((li, n) => { const s = +li.dataset.s; if (firstLine[s] < 0) firstLine[s] = n; });
          let step = -1, drawnGesture = -1, marks = [], playhead = null, seekingForStep = false;

          // Captions: a real text track, built from the WebVTT inside the page (a page opened
          // from disk may not load a track file beside it).
          const track = document.createElement("track");
          track.kind = "captions"; track.label = "Captions"; track.srclang = "en"; track.default = true;
          track.src = URL.createObjectURL(new Blob([$("lesson-vtt").textContent], { type: "text/vtt" }));
          video.appendChild(track);
          video.textTracks[0].mode = "showing";

          const frameTime = (f) => (f + 0.5) / data.fps;
          const frameAt = (t) => Math.max(0, Math.min(data.frames - 1, Math.floor(t * data.fps + 1e-6)));
          const seconds = (t) => t.toFixed(3) + " s";

          function go(i, seek = true) {
            if (!steps.length) return;
            i = Math.max(0, Math.min(steps.length - 1, i));
            step = i;
            const s = steps[i];
            if (seek && frameAt(video.currentTime) !== s.f || seek && video.readyState < 2) {
              video.pause();
              seekingForStep = true;
              video.currentTime = frameTime(s.f);
            }
            scrub.value = s.f;
            clock.value = seconds(s.f / data.fps);
            highlight();
            drawTimeline(s.g);
            showCard(s.c);
            $("where").textContent = `Step ${i + 1} of ${steps.length} · ${seconds(s.t)} on the app's clock · frame ${s.f + 1}`;
            document.body.dataset.step = String(i);
            // The address names the step (`lesson.html#step=12`): a link to this moment.
            // (A browser that refuses to rewrite a file's address loses only the link.)
            try { if (location.hash !== "#step=" + (i + 1)) history.replaceState(null, "", "#step=" + (i + 1)); } catch (e) {}
          }

          function highlight() {
            for (const li of list.querySelectorAll(".current, .context")) li.classList.remove("current", "context");
            if (step < 0) return;
            const verbose = !document.body.classList.contains("seeds");
            const shown = (li) => verbose || li.classList.contains("e");
            let mine = [];
            for (let n = firstLine[step]; n >= 0 && n < lines.length && +lines[n].dataset.s === step; n++) if (shown(lines[n])) mine.push(lines[n]);
            let cls = "current";
            if (!mine.length) {
              // No line of its own in this style: the last line before it stands for where we are.
              let n = firstLine[step] >= 0 ? firstLine[step] - 1 : lines.findIndex((li) => +li.dataset.s > step) - 1;
              if (n < -1) n = lines.length - 1;
              while (n >= 0 && !shown(lines[n])) n--;
              if (n >= 0) mine = [lines[n]];
              cls = "context";
            }
            for (const li of mine) li.classList.add(cls);
            if (mine.length) scrollIntoList(mine[0], mine[mine.length - 1]);
          }

          function scrollIntoList(top, bottom) {
            const a = top.offsetTop, b = bottom.offsetTop + bottom.offsetHeight;
            if (a < list.scrollTop || b > list.scrollTop + list.clientHeight) list.scrollTop = Math.max(0, a - list.clientHeight / 3);
          }

          function showCard(c) {
            const card = $("card");
            card.replaceChildren();
            if (c === null || c === undefined) {
              const p = document.createElement("p"); p.className = "none";
              p.textContent = "Why? No view or recognizer has a part in this step yet.";
              card.append(p);
              return;
            }
            const h = document.createElement("h3"); h.textContent = "Why: " + data.cards[c].title;
            const ul = document.createElement("ul");
            for (const text of data.cards[c].lines) { const li = document.createElement("li"); li.textContent = text; ul.append(li); }
            card.append(h, ul);
          }

          const NS = "http://www.w3.org/2000/svg";
          const el = (name, attrs, parent) => {
            const e = document.createElementNS(NS, name);
            for (const k in attrs) e.setAttribute(k, attrs[k]);
            if (parent) parent.append(e);
            return e;
          };
          const LEFT = 170, RIGHT = 990, LANE = 24, TOP = 22;
          let x = (t) => LEFT;

          function drawTimeline(g) {
            if (g === drawnGesture) return movePlayhead();
            drawnGesture = g;
            const gesture = data.gestures[g];
            svg.replaceChildren();
            marks = [];
            const span = Math.max(gesture.end - gesture.start, 1e-3);
            x = (t) => LEFT + (t - gesture.start) / span * (RIGHT - LEFT);
            const height = TOP + gesture.lanes.length * LANE + 8;
            svg.setAttribute("viewBox", `0 0 1000 ${height}`);
            $("gesture").textContent = `· gesture ${g + 1} of ${data.gestures.length}, ${(span * 1000).toFixed(0)} ms`;
            el("text", { x: LEFT, y: 14 }, svg).textContent = "0 ms";
            el("text", { x: RIGHT, y: 14, "text-anchor": "end" }, svg).textContent = "+" + (span * 1000).toFixed(0) + " ms";
            gesture.lanes.forEach((lane, n) => {
              const y = TOP + n * LANE;
              el("line", { x1: LEFT, x2: RIGHT, y1: y + LANE / 2, y2: y + LANE / 2, stroke: "#2e323b" }, svg);
              el("text", { x: 6, y: y + 16, class: "lane-title" }, svg).textContent = lane.title;
              for (const m of lane.marks) {
                const group = el("g", { class: "mark", "data-s": m.s, tabindex: "-1" }, svg);
                el("title", {}, group).textContent = `${m.label} · +${((m.a - gesture.start) * 1000).toFixed(1)} ms`;
                if (m.b > m.a) {
                  el("rect", { x: x(m.a), y: y + 5, width: Math.max(2, x(m.b) - x(m.a)), height: LANE - 10, rx: 3, class: m.k }, group);
                  // A span wide enough says what it is: a state, a mode.
                  if (x(m.b) - x(m.a) > 8 * m.label.length && m.k !== "pass") {
                    el("text", { x: x(m.a) + 4, y: y + 16, class: "span-label" }, group).textContent = m.label;
                  }
                } else {
                  el("circle", { cx: x(m.a), cy: y + LANE / 2, r: 5, class: m.k }, group);
                }
                group.addEventListener("click", () => go(m.s));
                marks.push(group);
              }
            });
            playhead = el("line", { id: "playhead", y1: TOP - 4, y2: height - 4 }, svg);
            movePlayhead();
          }

          function movePlayhead() {
            if (!playhead || step < 0) return;
            const px = x(steps[step].t);
            playhead.setAttribute("x1", px); playhead.setAttribute("x2", px);
            for (const m of marks) m.classList.toggle("current", +m.dataset.s === step);
            followPlayhead(px);
          }

          // A screen narrower than the lanes (a phone: 340 of their 1,000 px) scrolls them so
          // the playhead stays in view, a third of the way in, as the trace keeps its line in view.
          function followPlayhead(px) {
            const lanes = svg.parentElement;
            if (lanes.scrollWidth <= lanes.clientWidth) return;
            const at = px * svg.getBoundingClientRect().width / 1000;
            const margin = Math.min(40, lanes.clientWidth / 6);
            if (at < lanes.scrollLeft + margin || at > lanes.scrollLeft + lanes.clientWidth - margin) {
              lanes.scrollLeft = Math.max(0, Math.min(lanes.scrollWidth - lanes.clientWidth, at - lanes.clientWidth / 3));
            }
          }

          // Home and End land on the first and last step with a line in the trace as shown
          // (the seeds' lines, or every step): a step whose line only the verbose trace has
          // would highlight nothing.
          function firstShownStep(fromEnd) {
            const verbose = !document.body.classList.contains("seeds");
            const order = fromEnd ? lines.slice().reverse() : lines;
            const li = order.find((li) => verbose || li.classList.contains("e"));
            return li ? +li.dataset.s : (fromEnd ? steps.length - 1 : 0);
          }

          // The video playing or scrubbed: the step is the last one its frame shows.
          function follow() {
            const f = frameAt(video.currentTime);
            scrub.value = f;
            clock.value = seconds(f / data.fps);
            if (step >= 0 && steps[step].f === f) return;
            let lo = 0, hi = steps.length - 1, found = -1;
            while (lo <= hi) { const mid = (lo + hi) >> 1; if (steps[mid].f <= f) { found = mid; lo = mid + 1; } else hi = mid - 1; }
            if (found >= 0) go(found, false);
          }
          function followFrames() {
            follow();
            if (!video.paused && video.requestVideoFrameCallback) video.requestVideoFrameCallback(followFrames);
          }
          video.addEventListener("play", () => { $("play").textContent = "Pause"; $("play").setAttribute("aria-label", "Pause"); followFrames(); });
          video.addEventListener("pause", () => { $("play").textContent = "Play"; $("play").setAttribute("aria-label", "Play"); });
          video.addEventListener("timeupdate", () => { if (!video.paused) follow(); });
          video.addEventListener("seeked", () => { if (!seekingForStep) follow(); seekingForStep = false; });
          scrub.addEventListener("input", () => { video.pause(); video.currentTime = frameTime(+scrub.value); });

          const togglePlay = () => video.paused ? video.play() : video.pause();
          const toggleVerbose = () => { document.body.classList.toggle("seeds", !$("verbose").checked); highlight(); };
          const toggleCaptions = () => {
            const on = video.textTracks[0].mode !== "showing";
            video.textTracks[0].mode = on ? "showing" : "hidden";
            $("captions").setAttribute("aria-pressed", String(on));
          };
          $("play").addEventListener("click", togglePlay);
          $("prev").addEventListener("click", () => go(step - 1));
          $("next").addEventListener("click", () => go(step + 1));
          $("captions").addEventListener("click", toggleCaptions);
          $("verbose").addEventListener("change", toggleVerbose);
          list.addEventListener("click", (e) => { const li = e.target.closest("li"); if (li) go(+li.dataset.s); });

          document.addEventListener("keydown", (e) => {
            if (e.ctrlKey || e.altKey || e.metaKey) return;
            const s = steps[step];
            switch (e.key) {
              case "ArrowRight": go(step < 0 ? 0 : e.shiftKey ? s.fwd : step + 1); break;
              case "ArrowLeft": go(step < 0 ? 0 : e.shiftKey ? s.back : step - 1); break;
              case "Home": go(firstShownStep(false)); break;
              case "End": go(firstShownStep(true)); break;
              case " ": if (e.target.tagName === "BUTTON") return; togglePlay(); break;
              case "v": case "V": $("verbose").checked = !$("verbose").checked; toggleVerbose(); break;
              case "c": case "C": toggleCaptions(); break;
              default: return;
            }
            e.preventDefault();
          });

          window.lesson = {
            data,
            get step() { return step; },
            go,
            /// Resolves once the picture shows the current frame: the seek done, the frame painted.
            settled() {
              return new Promise((resolve) => {
                const painted = () => requestAnimationFrame(() => requestAnimationFrame(resolve));
                if (video.seeking) video.addEventListener("seeked", painted, { once: true });
                else if (video.readyState < 2) video.addEventListener("loadeddata", painted, { once: true });
                else painted();
              });
            },
          };
          const asked = /^#step=(\d+)$/.exec(location.hash);
          if (asked && steps.length) go(+asked[1] - 1);
          else { if (steps.length) drawTimeline(0); showCard(null); }
        })();

        """#
}
