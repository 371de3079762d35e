import CCairo
import Foundation
import Testing
@testable import Drawing

@Suite("CairoCanvas")
struct CairoCanvasTests {
    @Test("text after a restored state uses the font asked for, not the one the restore brought back")
    func fontAfterRestore() throws {
        let image = try ImageSurface(width: 10, height: 10)
        let canvas = image.makeCanvas()
        let big = FontSpec.sans(40), small = FontSpec.sans(8)
        canvas.setFont(small)
        canvas.withSavedState { canvas.setFont(big) }
        canvas.setFont(big)   // must really set it: Cairo is back on `small`
        var e = cairo_font_extents_t()
        cairo_font_extents(canvas.context, &e)
        #expect(e.ascent > 30)
    }

    @Test("truncate and wrap fit text to a width, with an ellipsis when cut")
    func fitting() throws {
        let canvas = try ImageSurface(width: 10, height: 10).makeCanvas()
        let font = FontSpec.sans(12)
        let long = "touchesCancelled by UITapGestureRecognizer"
        let cut = canvas.truncate(long, font, toWidth: 80)
        #expect(cut.hasSuffix("…") && canvas.measure(cut, font) <= 80)
        #expect(canvas.truncate("ok", font, toWidth: 80) == "ok")
        let lines = canvas.wrap("one two three four five six seven eight nine ten", font, width: 70, maxLines: 2)
        #expect(lines.count == 2 && lines[1].hasSuffix("…"))
        #expect(lines.allSatisfy { canvas.measure($0, font) <= 70 })
    }
}
