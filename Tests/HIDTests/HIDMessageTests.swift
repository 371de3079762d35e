import HID
import Testing

@Suite("Wire format")
struct HIDMessageTests {
    static let extremes: [HIDEvent] = HIDEvent.Kind.allCases.map { kind in
        HIDEvent(kind: kind, timestamp: .max, x: -0.0, y: .greatestFiniteMagnitude, button: 255,
                 modifiers: .max, deltaX: .leastNonzeroMagnitude, deltaY: -.greatestFiniteMagnitude, keyCode: .max)
    }

    @Test("every kind survives encode → decode bit for bit", arguments: extremes)
    func roundTrip(event: HIDEvent) throws {
        let message = HIDMessage(sequence: 0xDEAD_BEEF, event: event)
        let decoded = try HIDMessage(decoding: message.bytes)
        #expect(decoded == message)
        #expect(decoded.event.x.sign == .minus)  // -0.0 == 0.0 for ==, so check the bits survived
        #expect(decoded.event.deltaX.bitPattern == event.deltaX.bitPattern)
    }

    @Test("the layout is fixed, little-endian and starts with \"HIDE\"")
    func layout() {
        let bytes = HIDMessage(sequence: 7, event: HIDEvent(kind: .pointerUp, timestamp: 0x0102, x: 1.0, button: 3)).bytes
        #expect(bytes.count == 64)
        #expect(Array(bytes[0..<4]) == Array("HIDE".utf8))
        #expect(bytes[4] == 64 && bytes[5] == 0)  // size
        #expect(bytes[6] == 1 && bytes[7] == 0)  // version
        #expect(bytes[8] == 7)  // sequence, low byte first
        #expect(bytes[12] == HIDEvent.Kind.pointerUp.rawValue && bytes[13] == 3)
        #expect(bytes[16] == 0x02 && bytes[17] == 0x01)  // timestamp
        #expect(bytes[30] == 0xF0 && bytes[31] == 0x3F)  // 1.0 = 0x3FF0_0000_0000_0000
    }

    /// A valid frame with one thing broken, and the rejection it must produce.
    static let corruptions: [(String, @Sendable (inout [UInt8]) -> Void, HIDMessage.Rejection)] = [
        ("magic", { $0[0] = 0x58 }, .badMagic(0x4544_4958)),
        ("size", { $0[4] = 32 }, .badSize(32)),
        ("version", { $0[6] = 2 }, .badVersion(2)),
        ("kind 0", { $0[12] = 0 }, .badKind(0)),
        ("kind 9", { $0[12] = 9 }, .badKind(9)),
        ("reserved", { $0[15] = 1 }, .badReserved(0x0100)),
        ("NaN x", { $0.replaceSubrange(24..<32, with: bytesOf(Double.nan)) }, .nonFiniteCoordinate(.x)),
        ("∞ y", { $0.replaceSubrange(32..<40, with: bytesOf(Double.infinity)) }, .nonFiniteCoordinate(.y)),
        ("-∞ deltaX", { $0.replaceSubrange(40..<48, with: bytesOf(-Double.infinity)) }, .nonFiniteCoordinate(.deltaX)),
        ("NaN deltaY", { $0.replaceSubrange(48..<56, with: bytesOf(Double.nan)) }, .nonFiniteCoordinate(.deltaY)),
        ("short", { $0.removeLast(10) }, .truncated(byteCount: 54)),
    ]

    @Test("each broken field is rejected by name", arguments: corruptions.indices)
    func rejection(index: Int) {
        let (name, corrupt, expected) = Self.corruptions[index]
        var bytes = HIDMessage(sequence: 1, event: HIDEvent(kind: .pointerMove, timestamp: 1)).bytes
        corrupt(&bytes)
        #expect(throws: expected, "\(name)") { try HIDMessage(decoding: bytes) }
    }

    @Test("rejections read as one line naming the field and the value")
    func rejectionDescriptions() {
        #expect(HIDMessage.Rejection.badMagic(0x1234).description == "bad magic 0x00001234 (expected 0x45444948 \"HIDE\")")
        #expect(HIDMessage.Rejection.nonFiniteCoordinate(.deltaY).description == "deltaY is not a finite number")
        #expect(HIDMessage.Rejection.badKind(9).description == "unknown event kind 9 (expected 1...8)")
    }
}

func bytesOf(_ value: Double) -> [UInt8] {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { Array($0) }
}
