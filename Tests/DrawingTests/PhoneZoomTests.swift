import Drawing
import Foundation
import Testing

/// `zoom phone`'s close-up band (Behaviour §12): it keeps the pointer in view
/// and does not slice a line of text across its edge when another band would not.
@Suite("PhoneZoom: the close-up's band")
struct PhoneZoomTests {
    // A 1280×760 picture of a 333×722 screen: the band is 333 × 197.8 px.
    let screen = CGRect(x: 38, y: 38, width: 333, height: 722)
    let picture = CGSize(width: 1280, height: 760)

    @Test("with no text in the way the band is centred on the pointer")
    func centred() {
        let band = PhoneZoom.region(screen: screen, picture: picture, focusY: 400)
        #expect(abs(band.midY - 400) < 0.5)
        #expect(band.width == screen.width)
    }

    @Test("a banner line cut by the centred band's bottom edge pulls the band down, the pointer still in view")
    func bannerLineKeptWhole() {
        let centred = PhoneZoom.region(screen: screen, picture: picture, focusY: 400)
        let line = CGRect(x: 60, y: centred.maxY - 6, width: 280, height: 14)   // straddles the edge
        let band = PhoneZoom.region(screen: screen, picture: picture, focusY: 400, texts: [line])
        #expect(band.contains(line))
        #expect(band.minY + 20 <= 400 && 400 <= band.maxY - 20)
    }
}
