import Foundation
import XCTest
@testable import HIGText

final class NFCTests: XCTestCase {
    /// `changesAlone` is exact: it holds for a scalar exactly when Foundation's NFC changes the scalar on its own.
    func testChangesAloneIsExactOverEveryScalar() {
        var wrong: [String] = []
        for value in UInt32(0x300)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let changes = !text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars)
            if changes != NFC.changesAlone(value) && !NFC.extendsCluster(value) { wrong.append(String(value, radix: 16)) }
        }
        XCTAssertEqual(wrong, [])
    }

    /// Every scalar that takes part in a composition or reordering extends the cluster before it.
    func testEveryCombiningScalarExtendsTheCluster() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.canonicalCombiningClass.rawValue != 0 else { continue }
            XCTAssertTrue(NFC.extendsCluster(value), String(value, radix: 16))
        }
        for value in UInt32(0x1161)...0x11C2 { XCTAssertTrue(NFC.extendsCluster(value)) }
    }

    func testNormalize() {
        XCTAssertEqual(Array(NFC.normalize("\u{1109}\u{1175}\u{1110}\u{1173}").unicodeScalars), Array("시트".unicodeScalars))
        XCTAssertEqual(Array(NFC.normalize("\u{212B}").unicodeScalars), ["\u{00C5}"])
        XCTAssertEqual(NFC.normalize("plain 시트"), "plain 시트")
    }

    func testFirstChangePointsAtWhatIsDecomposed() {
        XCTAssertNil(NFC.firstChange(in: "시트 sheet é"))
        XCTAssertEqual(NFC.firstChange(in: "ab \u{1109}\u{1175}"), 3)  // the leading jamo
        XCTAssertEqual(NFC.firstChange(in: "cafe\u{0301}"), 4)  // the combining accent
        XCTAssertEqual(NFC.firstChange(in: "1 \u{212B}"), 2)
        // A mark that composes with nothing leaves the text as it is.
        XCTAssertNil(NFC.firstChange(in: "q\u{0307} x"))
    }
}
