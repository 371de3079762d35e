import Foundation
import Testing

/// Every public declaration of UIKit, TouchLab and the layers below them has a doc comment: what
/// UIKit's documentation says it means, and where this implementation
/// differs, why. Read from the modules' symbol graphs, the way DocC sees
/// them — types, members, enum cases and protocol requirements alike; an
/// override without its own comment counts as documented, as DocC shows the
/// overridden declaration's. Symbols the compiler synthesizes (`Equatable`'s
/// `!=`, `OptionSet`'s set algebra) are not the package's to document.
@Suite("every public declaration is documented")
struct DocumentationCoverageTests {
    @Test("UIKit")
    func uikit() throws {
        // The headless driver, a test harness, is no longer here: it is the
        // UIKitHeadless library (Sources/5-UIKitHeadless).
        try expectEveryPublicSymbolDocumented(in: "UIKit")
    }

    /// The headless driver: a test harness, but the one README's Seed 001 and
    /// every headless experiment start from.
    @Test("UIKitHeadless")
    func uikitHeadless() throws {
        try expectEveryPublicSymbolDocumented(in: "UIKitHeadless")
    }

    @Test("TouchLab")
    func touchLab() throws {
        try expectEveryPublicSymbolDocumented(in: "TouchLab")
    }

    /// The engine's lower layers, whose public declarations UIKit and the demo build on.
    @Test("RunLoop, HID, SpringBoard, XServer, CoreGraphics", arguments: ["RunLoop", "HID", "SpringBoard", "XServer", "CoreGraphics"])
    func lowerLayers(module: String) throws {
        try expectEveryPublicSymbolDocumented(in: module)
    }

    /// The check can fail: a symbol graph holding one bare public
    /// declaration is reported, by name and file.
    @Test("an undocumented declaration is reported")
    func undocumentedIsReported() throws {
        let graph = """
            {"symbols": [
              {"identifier": {"precise": "s:5UIKit6UIViewC3tagSivp"}, "kind": {"identifier": "swift.property"},
               "pathComponents": ["UIView", "tag"], "location": {"uri": "file:///p/Sources/5-UIKit/Views/UIView.swift"}},
              {"identifier": {"precise": "s:5UIKit6UIViewC5alpha12CoreGraphics7CGFloatVvp"}, "kind": {"identifier": "swift.property"},
               "pathComponents": ["UIView", "alpha"], "docComment": {"lines": [{"text": "The view's alpha value."}]}},
              {"identifier": {"precise": "s:SQsE2neoiySbx_xtFZ::SYNTHESIZED::s:5UIKit6UIViewC"}, "kind": {"identifier": "swift.func.op"},
               "pathComponents": ["UIView", "!=(_:_:)"]}
            ]}
            """
        let missing = try Self.undocumented(inGraph: Data(graph.utf8), skipping: [])
        #expect(missing == ["UIView.tag (Views/UIView.swift)"])
    }

    func expectEveryPublicSymbolDocumented(in module: String, skipping: [String] = []) throws {
        let graphs = try DocumentationBuild.symbolGraphs(of: module)
        defer { try? FileManager.default.removeItem(at: graphs) }
        var missing: [String] = []
        var total = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: graphs.path).sorted()
        where file.hasPrefix(module) && file.hasSuffix(".symbols.json") {
            let data = try Data(contentsOf: graphs.appendingPathComponent(file))
            total += try Self.symbolCount(inGraph: data)
            missing += try Self.undocumented(inGraph: data, skipping: skipping)
        }
        #expect(total > 0, "\(module)'s symbol graphs in \(graphs.path) hold no symbols")
        #expect(missing.isEmpty, """
            \(missing.count) public declarations of \(module) have no doc comment:
            \(missing.joined(separator: "\n"))
            """)
    }

    static func symbols(inGraph data: Data) throws -> [[String: Any]] {
        guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let symbols = graph["symbols"] as? [[String: Any]] else {
            throw DocumentationBuild.Failure(description: "a symbol graph without a \"symbols\" list")
        }
        return symbols
    }

    static func symbolCount(inGraph data: Data) throws -> Int { try symbols(inGraph: data).count }

    /// `Type.member (Folder/File.swift)` for each symbol without a doc comment.
    static func undocumented(inGraph data: Data, skipping: [String]) throws -> [String] {
        try symbols(inGraph: data).compactMap { symbol in
            let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
            if identifier.contains("::SYNTHESIZED::") { return nil }
            let lines = (symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
            if lines.contains(where: { !(($0["text"] as? String) ?? "").trimmingCharacters(in: .whitespaces).isEmpty }) {
                return nil
            }
            let uri = (symbol["location"] as? [String: Any])?["uri"] as? String ?? ""
            if skipping.contains(where: { uri.contains($0) }) { return nil }
            let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
            let file = uri.components(separatedBy: "/Sources/").last.map { $0.split(separator: "/").dropFirst().joined(separator: "/") } ?? uri
            return "\(path) (\(file))"
        }
    }
}
