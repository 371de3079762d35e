/// The lesson page's style: the demo's dark panels and trace colours, the
/// picture beside the trace on a wide screen, one column on a phone.
enum LessonPageStyle {
    static let css = """

        :root { color-scheme: dark; --bg: #16181d; --panel: #20232a; --line: #2e323b; --text: #e6e8ec; --muted: #9aa1ad;
          --accent: #ffd54a; --hittest: #7fb8ff; --responder: #8d96a8; --rejected: #ff8a80; --touches: #8ee59b;
          --cancelled: #ff5ad1; --recognizer: #ffb74d; --pipeline: #80deea; --detail: #b0b6c2; --whatif: #ea80fc; }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.45 system-ui, -apple-system, "DejaVu Sans", sans-serif; }
        header { padding: 12px 20px 4px; }
        h1 { font-size: 1.4rem; margin: 0 0 4px; }
        h2 { font-size: 1rem; margin: 0; }
        .about { margin: 0 0 2px; max-width: 70rem; }
        .meta, .keys { color: var(--muted); font-size: 0.85rem; margin: 2px 0; }
        kbd { border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; background: var(--panel); font: inherit; }
        main { display: grid; grid-template-columns: minmax(0, 1.55fr) minmax(300px, 1fr); gap: 14px; padding: 8px 20px 20px; }
        .picture, .trace, .timeline { background: var(--panel); border-radius: 10px; padding: 10px; min-width: 0; }
        .timeline { grid-column: 1 / -1; }
        .screen { line-height: 0; }
        video { width: 100%; height: auto; border-radius: 6px; background: #000; }
        video::cue { font-size: 1.15rem; background: rgba(0, 0, 0, 0.78); }
        .controls { display: flex; align-items: center; gap: 10px; margin: 8px 0 4px; }
        .controls input[type=range] { flex: 1; min-width: 0; accent-color: var(--accent); }
        button { font: inherit; color: var(--text); background: #2f343e; border: 1px solid #444a56; border-radius: 6px; padding: 4px 12px; cursor: pointer; }
        button[aria-pressed=false] { color: var(--muted); text-decoration: line-through; }
        :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
        output { font-variant-numeric: tabular-nums; min-width: 5.5em; text-align: right; color: var(--muted); }
        #where { margin: 6px 0; font-size: 0.9rem; }
        #card { border-left: 3px solid var(--accent); padding: 4px 12px; margin-top: 8px; }
        #card h3 { margin: 2px 0 4px; font-size: 1rem; }
        #card ul { margin: 0; padding-left: 1.1em; }
        #card li { margin: 3px 0; }
        #card .none { color: var(--muted); }
        .tracehead { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; margin-bottom: 6px; flex-wrap: wrap; }
        .tracehead label { color: var(--muted); font-size: 0.85rem; }
        #lines { position: relative; list-style: none; margin: 0; padding: 0; height: 640px; max-height: 78vh; overflow: auto;
          font: 12.5px/1.5 "DejaVu Sans Mono", ui-monospace, monospace; }
        #lines li { padding: 0 6px; border-radius: 3px; cursor: pointer; white-space: pre-wrap; overflow-wrap: anywhere; }
        #lines li:hover { background: #2a2e37; }
        #lines li.current { background: #4a4120; outline: 1px solid var(--accent); }
        #lines li.context { background: #302c1c; }
        body.seeds #lines li:not(.e), body.seeds .vonly, body:not(.seeds) .sonly { display: none; }
        .k-hittest { color: var(--hittest); } .k-responder { color: var(--responder); } .k-rejected { color: var(--rejected); }
        .k-touches { color: var(--touches); } .k-cancelled { color: var(--cancelled); } .k-recognizer { color: var(--recognizer); }
        .k-pipeline { color: var(--pipeline); } .k-detail { color: var(--detail); } .k-whatif { color: var(--whatif); }
        .lanes { overflow-x: auto; }
        #timeline { width: 100%; min-width: 1000px; display: block; font: 12px "DejaVu Sans", sans-serif; }
        #timeline text { fill: var(--muted); }
        #timeline .lane-title { fill: var(--text); }
        #timeline .span-label { fill: #fff; pointer-events: none; font-size: 11px; }
        #timeline .mark { cursor: pointer; }
        #timeline .mark:hover * { stroke: #fff; stroke-width: 1.5; }
        #timeline .mark.current * { stroke: var(--accent); stroke-width: 2.5; }
        #timeline .input { fill: var(--pipeline); } #timeline .loop { fill: #5c6bc0; } #timeline .pass { fill: #2b3350; }
        #timeline .mode { fill: #37474f; } #timeline .wait { fill: none; stroke: var(--recognizer); stroke-dasharray: 3 2; }
        #timeline .action { fill: var(--accent); } #timeline .cancelled { fill: var(--cancelled); }
        #timeline .call-delivered, #timeline .call-deliveredLate { fill: var(--touches); } #timeline .call-held { fill: #607d8b; }
        #timeline .call-dropped { fill: var(--rejected); }
        #timeline .state-possible { fill: #455a64; } #timeline .state-began, #timeline .state-changed { fill: #ef9a3c; }
        #timeline .state-ended { fill: #66bb6a; } #timeline .state-cancelled { fill: var(--cancelled); } #timeline .state-failed { fill: #8d6e63; }
        #playhead { stroke: var(--accent); stroke-width: 2; }
        @media (max-width: 820px) {
          main { grid-template-columns: 1fr; padding: 6px 8px 12px; gap: 10px; }
          header { padding: 10px 10px 2px; }
          #lines { height: 45vh; }
          .keys { display: none; }
          .controls { flex-wrap: wrap; }
          .controls input[type=range] { order: 5; flex-basis: 100%; }
          video::cue { font-size: 0.8rem; }
        }

        """
}
