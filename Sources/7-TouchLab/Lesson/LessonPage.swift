import Foundation

/// The lesson page itself: one HTML file with its style, its script, the
/// lesson's data (JSON) and its captions (WebVTT) inside, and the video
/// beside it — so it opens from disk (`file://`), with no server and nothing
/// fetched from elsewhere. Its Content-Security-Policy says so to the browser:
/// no connection, no script or style but its own, media only from beside it.
///
/// The trace is written into the page as text (an ordered list, one item per
/// line), so it reads, searches and translates without the script; the
/// script adds the stepping, the timeline drawing and the cards.
enum LessonPage {
    static func html(_ content: LessonContent, lines: [LessonContent.Line], vtt: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(content), as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")   // never `</script>` inside the script element
        let title = escaped(content.title)
        var page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; media-src 'self' file: blob:; img-src 'self' data:">
            <meta name="generator" content="TouchLab">
            <title>\(title) — a TouchLab lesson</title>
            <style>\(LessonPageStyle.css)</style>
            </head>
            <body class="seeds">
            <header>
            <h1>\(title)</h1>
            <p class="about">\(escaped(content.explanation))</p>
            <p class="meta">Scene <code>\(escaped(content.scene))</code> · \(content.width)×\(content.height) at \(content.fps) fps\(content.speed == 1 ? "" : " · app clock at \(String(format: "%g", content.speed))× speed")\(content.compare.map { " · compared: <code>\(escaped($0))</code> flipped on the right; the trace and steps are the left app's" } ?? "") · recorded by TouchLab on a virtual clock</p>
            </header>
            <main>
            <section class="picture" aria-label="The recording">
            <div class="screen"><video id="video" preload="auto" playsinline muted width="\(content.width)" height="\(content.height)" src="\(escaped(content.video))"></video></div>
            <div class="controls">
            <button id="prev" type="button" aria-label="Previous step">◀</button>
            <button id="play" type="button" aria-label="Play">Play</button>
            <button id="next" type="button" aria-label="Next step">▶</button>
            <input id="scrub" type="range" min="0" max="\(max(0, content.frames - 1))" step="1" value="0" aria-label="Frame of the recording">
            <output id="clock" for="scrub">0.00 s</output>
            <button id="captions" type="button" aria-pressed="true">Captions</button>
            </div>
            <p class="keys"><kbd>←</kbd> <kbd>→</kbd> one trace step · <kbd>Shift</kbd>+<kbd>←</kbd> <kbd>→</kbd> one run-loop turn · <kbd>Home</kbd> <kbd>End</kbd> · <kbd>Space</kbd> play · <kbd>V</kbd> verbose · <kbd>C</kbd> captions</p>
            <p id="where" aria-live="polite">Press → to step through the gesture.</p>
            <section id="card" aria-label="Why" aria-live="polite"></section>
            </section>
            <section class="trace" aria-label="The trace">
            <div class="tracehead"><h2>Trace</h2><label><input id="verbose" type="checkbox"> verbose: every step</label></div>
            <ol id="lines" tabindex="0" aria-label="Trace lines; click one to go to its step">

            """
        for (i, line) in lines.enumerated() {
            page += "<li id=\"l\(i)\" data-s=\"\(line.s)\" class=\"k-\(line.k)\(line.e == nil ? "" : " e")\">\(text(of: line))</li>\n"
        }
        page += """
            </ol>
            </section>
            <section class="timeline" aria-label="Timeline">
            <h2>Timeline <span id="gesture"></span></h2>
            <div class="lanes"><svg id="timeline" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="The gesture's timeline: input, run loop, recognizers' states, views' calls"></svg></div>
            </section>
            </main>
            <script type="application/json" id="lesson-data">\(json)</script>
            <script type="text/vtt" id="lesson-vtt">\(vtt)</script>
            <script>\(LessonPageScript.javaScript)</script>
            </body>
            </html>

            """
        return page
    }

    /// A line as both styles show it: the seeds' text, and what only the verbose trace adds.
    static func text(of line: LessonContent.Line) -> String {
        guard let seeds = line.e, seeds != line.v else { return escaped(line.v) }
        if line.v.hasPrefix(seeds) {
            return escaped(seeds) + "<span class=\"vonly\">\(escaped(String(line.v.dropFirst(seeds.count))))</span>"
        }
        return "<span class=\"sonly\">\(escaped(seeds))</span><span class=\"vonly\">\(escaped(line.v))</span>"
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
