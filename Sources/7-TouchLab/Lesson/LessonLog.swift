import Drawing
import Foundation
@_spi(TouchLab) import UIKit

/// Every trace record of a `--record lesson.html`, each with the frame that
/// first shows it and its lines formatted as it happened.
///
/// Why the frame: the page must show, for each step, exactly the picture the
/// recording drew for that step's time. The recording draws frame k after the
/// engine has done everything up to k / fps, so a record emitted while frame
/// k is being prepared is first seen in frame k.
///
/// Why format now: a line describes its views as they are (a scrolled frame, a
/// changed colour), so it is made when the event happens, as the live trace
/// panel makes it within a frame. Addresses are numbered (`TraceLog.numbersAddresses`)
/// by the same registry the frames' trace panel uses, so the page and the
/// picture name an object alike.
final class LessonLog {
    struct Entry {
        let record: TraceRecord
        let frame: Int
        /// The record's lines in `SeedLogFormatter`'s verbose style, addresses numbered.
        let verbose: [String]
        /// The same lines as the seeds' logs print them (empty: the seeds print none).
        let seeds: [String]
    }

    private(set) var entries: [Entry] = []

    func append(_ record: TraceRecord, frame: Int) {
        let shown: [String]
        // The loop's own activities are a line per pass; they mark passes, not lines (as in the trace panel).
        if case .runLoopActivity = record.event { shown = [] } else {
            shown = SeedLogFormatter.lines(for: record.event, style: .verbose).map(TraceLog.shortenAddresses)
        }
        let seeds = SeedLogFormatter.hasSeedsLines(record.event)
            ? SeedLogFormatter.lines(for: record.event, style: .seeds).map(TraceLog.shortenAddresses) : []
        entries.append(Entry(record: record, frame: frame, verbose: shown, seeds: seeds))
    }
}
