import Foundation
import iOSSourceTranslation

// translate-ios-sources --output DIR [--context FILE]… [--dependency FILE]… [--translate FILE --as NAME]…
//
// Run by the iOSSources build-tool plugin; writes DIR/NAME for each translated
// file and DIR/ObjCRegistrations.swift. A file whose translation is what is
// already there is not written again, so the compiler's incremental build
// recompiles only the files that changed. An unsupported construct prints
// `file:line:column: error: …` and exits 1.

var output: String?
var contextFiles: [String] = []
var dependencyFiles: [String] = []
var translations: [(path: String, name: String)] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--output": output = arguments.next()
    case "--context": if let file = arguments.next() { contextFiles.append(file) }
    case "--dependency": if let file = arguments.next() { dependencyFiles.append(file) }
    case "--translate":
        guard let file = arguments.next(), arguments.next() == "--as", let name = arguments.next() else {
            FileHandle.standardError.write(Data("translate-ios-sources: --translate FILE must be followed by --as NAME\n".utf8))
            exit(2)
        }
        translations.append((file, name))
    default:
        FileHandle.standardError.write(Data("translate-ios-sources: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}
guard let output else {
    FileHandle.standardError.write(Data("translate-ios-sources: --output DIR is required\n".utf8))
    exit(2)
}

func read(_ path: String) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("\(path): error: cannot read this file\n".utf8))
        exit(1)
    }
    return String(decoding: data, as: UTF8.self)
}

func write(_ text: String, to path: String) {
    if FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) == text { return }
    do { try text.write(toFile: path, atomically: true, encoding: .utf8) } catch {
        FileHandle.standardError.write(Data("\(path): error: cannot write the translation: \(error)\n".utf8))
        exit(1)
    }
}

let texts = translations.map { read($0.path) }
let translator = iOSSourceTranslator(reading: texts, context: contextFiles.map(read), dependencies: dependencyFiles.map(read))
try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
var stopped = false
for (file, text) in zip(translations, texts) {
    do {
        let translated = try translator.translate(text, path: file.path, fileKey: iOSSourceTranslator.fileKey(for: file.name))
        write(translated, to: output + "/" + file.name)
    } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        stopped = true
    }
}
if stopped { exit(1) }
write(translator.registrations(fileKeys: translations.map { iOSSourceTranslator.fileKey(for: $0.name) }),
      to: output + "/ObjCRegistrations.swift")
