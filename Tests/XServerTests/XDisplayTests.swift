import Testing
import XServer

@Suite struct XDisplayTests {
    @Test func missingDisplayIsOneClearLine() {
        let expected = "DISPLAY is not set: no X server to open a window on. "
            + "Run under Xvfb, e.g. `xvfb-run -a swift run touchlab`."
        for environment in [[:], ["DISPLAY": ""]] as [[String: String]] {
            #expect(throws: XServerError.displayNotSet) { try XDisplay(environment: environment) }
        }
        #expect(XServerError.displayNotSet.description == expected)
        #expect(!expected.contains("\n"))
    }

    @Test func unreachableDisplayNamesTheDisplay() {
        #expect(throws: XServerError.cannotOpenDisplay(":29999")) { try XDisplay(environment: ["DISPLAY": ":29999"]) }
        #expect(XServerError.cannotOpenDisplay(":29999").description.contains("\":29999\""))
    }

    @Test func connectionExposesSocketAndScreen() throws {
        let server = try XvfbServer(width: 100, height: 80)
        defer { server.stop() }
        let display = try XDisplay(environment: ["DISPLAY": server.displayName])
        defer { display.close() }
        #expect(display.name == server.displayName)
        #expect(display.fileDescriptor > 2)
        #expect(display.pending == 0)
        #expect(display.rootWindow != 0)
        #expect(display.wmProtocolsAtom != 0 && display.wmDeleteWindowAtom != 0)
        #expect(display.atom("WM_PROTOCOLS") == display.wmProtocolsAtom)
        display.close()
        display.close()  // idempotent
        #expect(display.isClosed)
    }
}
