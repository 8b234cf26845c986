import Testing
@testable import InputRecordings

/// evemu-record's type and code fields are read four bytes at a time; every
/// byte in every place must read as the byte-by-byte parser reads it.
@Suite struct EvemuHexFieldTests {
    /// The event on `line`, or nil when it is an error.
    static func parse(_ line: [UInt8]) -> String? {
        line.withUnsafeBytes { bytes in
            (try? EvemuEventLine.parse(bytes)).map { "\($0.time.microseconds) \($0.type.rawValue) \($0.code) \($0.value)" }
        }
    }

    @Test func everyByteInEveryHexPlaceReadsAsTheByteByByteParserReadsIt() {
        // Offsets of the type's and the code's four digits in the canonical layout.
        let places = [12, 13, 14, 15, 17, 18, 19, 20]
        for place in places {
            for byte in UInt8.min...UInt8.max {
                var canonical = Array("E: 7.123456 0aB3 Cd35 0021".utf8)
                canonical[place] = byte
                // Two spaces after "E:" are outside the canonical layout, so the general parser reads this one.
                let general = Array("E: ".utf8) + canonical[2...]
                #expect(Self.parse(canonical) == Self.parse(general), "byte \(byte) at \(place)")
            }
        }
        #expect(Self.parse(Array("E: 7.123456 0aB3 Cd35 0021".utf8)) == "7123456 2739 52533 21")
        #expect(Self.parse(Array("E: 7.123456 ffff FFFF -1".utf8)) == "7123456 65535 65535 -1")
    }
}
