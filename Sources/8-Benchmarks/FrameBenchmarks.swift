import Drawing
import Foundation
import TouchLab
@_spi(TouchLab) import UIKit
import UIKitHeadless
import XServer

/// Frame time of the demo's drawing (compose with Cairo into the X pixmap,
/// copy to the window, wait for the server: `XSync`), for the default scene
/// and for a 1,000-view scene; and the demo's resident memory while a
/// scripted session runs.
enum FrameBenchmarks {
    static func run(server: XvfbServer, runs: Int, quick: Bool, emit: (Result) -> Void) {
        do { try frames(server: server, runs: runs, quick: quick).forEach(emit) } catch {
            emit(.failed("frame time", error))
        }
        do {
            let memory = try demoMemory(server: server, seconds: quick ? 3 : 8)
            emit(Result(name: "demo resident memory, peak during a scripted session", value: memory.peak, unit: "MB",
                        target: "< 50 MB", meetsTarget: memory.peak < 50,
                        note: String(format: "at the end %.1f MB; %d samples", memory.last, memory.samples)))
        } catch {
            emit(.failed("demo resident memory during a scripted session", error))
        }
    }

    static func frames(server: XvfbServer, runs: Int, quick: Bool) throws -> [Result] {
        var small: [Double] = [], large: [Double] = [], smallCompose: [Double] = [], largeCompose: [Double] = []
        for _ in 1...runs {
            let s = try frameTime(server: server, views: nil, frames: quick ? 60 : 300)
            let l = try frameTime(server: server, views: 1_000, frames: quick ? 30 : 120)
            small.append(s.frame); smallCompose.append(s.compose); large.append(l.frame); largeCompose.append(l.compose)
        }
        return [
            Result(name: "frame, default scene (001 A/B/C), 1280×800", value: Stats.median(small), unit: "ms",
                   target: "< 4 ms", meetsTarget: Stats.median(small) < 4,
                   note: String(format: "compose + XCopyArea + XSync; Cairo compose alone %.2f ms", Stats.median(smallCompose))),
            Result(name: "frame, 1,000-view scene, 1280×800", value: Stats.median(large), unit: "ms",
                   target: "—", meetsTarget: nil,
                   note: String(format: "compose alone %.2f ms", Stats.median(largeCompose))),
        ]
    }

    /// Median milliseconds per frame; each frame follows a touch so the overlays change.
    static func frameTime(server: XvfbServer, views: Int?, frames: Int) throws -> (frame: Double, compose: Double) {
        let display = try XDisplay(name: server.displayName)
        let xWindow = try XWindow(display: display, width: 1280, height: 800, title: "frames", inputMask: 0)
        let buffer = XFrameBuffer(display: display, window: xWindow)
        defer { buffer.release(); xWindow.destroy(); display.close() }
        let driver = try HeadlessDriver(recordTrace: false)
        let window = driver.makeWindow(frame: CGRect(x: 31, y: 31, width: 430, height: 738), rootViewController: nil)
        let visualizer = DispatchVisualizer()
        driver.application.tracer.addSink { [clock = driver.clock] in visualizer.consume($0, at: clock.now) }
        let content: SceneContent?
        if let views {
            content = nil
            let controller = UIViewController()
            window.rootViewController = controller
            let columns = 25
            for i in 0..<views {
                let v = UIView(frame: CGRect(x: CGFloat(i % columns) * 17, y: CGFloat(i / columns) * 18, width: 16, height: 17))
                v.backgroundColor = UIColor(red: CGFloat(i % 7) / 7, green: 0.5, blue: CGFloat(i % 5) / 5, alpha: 1)
                controller.view.addSubview(v)
            }
        } else {
            content = SceneCatalog.default.build(in: window, application: driver.application)
        }
        defer { content?.tearDown() }
        let composer = FrameComposer()
        let info = SceneInfo(title: "benchmark", explanation: "frame time")
        var times: [Double] = [], composeTimes: [Double] = []
        for i in 0..<frames {
            let p = CGPoint(x: 31 + 60 + CGFloat(i % 200), y: 31 + 200 + CGFloat(i % 150))
            if i % 2 == 0 { driver.touchDown(at: p) } else { driver.touchUp(at: p) }
            let start = now()
            composer.compose(into: buffer.canvas, size: CGSize(width: 1280, height: 800), root: window,
                             visualizer: visualizer, info: info, now: driver.clock.now)
            composeTimes.append(composer.lastComposeDuration * 1000)
            buffer.present()
            display.sync()
            times.append(Double(now() - start) / 1e6)
        }
        return (Stats.median(Array(times.dropFirst(5))), Stats.median(Array(composeTimes.dropFirst(5))))
    }

    /// Runs the real `touchlab` (the release build beside this benchmark) with
    /// a script of drags and scene switches, sampling its VmRSS.
    static func demoMemory(server: XvfbServer, seconds: Double) throws -> (peak: Double, last: Double, samples: Int) {
        let executable = try DemoExecutable.url()
        var script = "move 100 300\n"
        let rounds = Int(seconds / 0.5)
        for i in 0..<rounds {
            script += "drag \(60 + i % 5 * 20) 250 to \(300 - i % 4 * 30) 500 over 0.4\nwait 0.1\n"
            if i % 4 == 3 { script += "key \(i / 4 % 9 + 1)\n" }
        }
        let path = NSTemporaryDirectory() + "touchlab-memory-\(getpid()).script"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--script", path, "--screenshot", NSTemporaryDirectory() + "touchlab-memory-\(getpid()).png"]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = server.displayName
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var samples: [Double] = []
        while process.isRunning {
            if let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
               let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
               let kb = Double(line.split(separator: " ").dropFirst().first ?? "") {
                samples.append(kb / 1024)
            }
            usleep(100_000)
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0, !samples.isEmpty else {
            throw BenchmarkError("touchlab exited with status \(process.terminationStatus) during the memory run")
        }
        return (samples.max()!, samples.last!, samples.count)
    }
}
