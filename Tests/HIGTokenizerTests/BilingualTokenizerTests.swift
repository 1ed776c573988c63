import XCTest
@testable import HIGTokenizer

/// Inline expectations for the tokenizer: each case shows the tokens a text gives.
final class BilingualTokenizerTests: XCTestCase {
    func doc(_ s: String) -> [String] { BilingualTokenizer.tokens(in: s, mode: .document).map(\.text) }
    func query(_ s: String) -> [String] { BilingualTokenizer.tokens(in: s, mode: .query).map(\.text) }

    func testPorterReferenceVectors() {
        let cases: [(String, String)] = [
            ("caresses", "caress"), ("ponies", "poni"), ("ties", "ti"), ("caress", "caress"),
            ("cats", "cat"), ("feed", "feed"), ("agreed", "agre"), ("plastered", "plaster"),
            ("motoring", "motor"), ("sing", "sing"), ("conflated", "conflat"), ("troubled", "troubl"),
            ("sized", "size"), ("hopping", "hop"), ("tanned", "tan"), ("falling", "fall"),
            ("hissing", "hiss"), ("fizzed", "fizz"), ("failing", "fail"), ("filing", "file"),
            ("happy", "happi"), ("relational", "relat"), ("conditional", "condit"),
            ("generalization", "gener"), ("sheets", "sheet"), ("scrolling", "scroll"),
            ("controls", "control"), ("navigation", "navig"), ("is", "is"),
        ]
        for (w, s) in cases { XCTAssertEqual(PorterStemmer.stem(w), s, w) }
    }

    func testLatin() {
        XCTAssertEqual(doc("Right-to-Left layouts"), ["right", "to", "left", "layout"])
        XCTAssertEqual(doc("Sheets, SCROLLING; iOS 17 3D"), ["sheet", "scroll", "io", "17", "3d"])
        XCTAssertEqual(doc("Apple’s don't"), ["appl", "dont"])
        let t = BilingualTokenizer.tokens(in: "Right-to-left", mode: .document)
        XCTAssertEqual(t.map(\.byteRange), [0..<5, 6..<8, 9..<13])
    }

    func testHangulDocumentTokens() {
        // 시트는 : positions 시 | 트 | 는 ; bigrams colocated
        let t = BilingualTokenizer.tokens(in: "시트는", mode: .document)
        XCTAssertEqual(t.map(\.description), ["시@0..<3", "+시트@0..<6", "트@3..<6", "+트는@3..<9", "는@6..<9"])
        // 앱을 : stem 앱 (1 syllable) gets a marked stem token
        XCTAssertEqual(BilingualTokenizer.tokens(in: "앱을", mode: .document).map(\.description),
                       ["앱@0..<3", "+=앱@0..<3", "+앱을@0..<6", "을@3..<6"])
    }

    func testHangulQueryTokens() {
        XCTAssertEqual(query("시트"), ["시트", "트"])
        XCTAssertEqual(query("시트는"), ["시트", "트"])
        XCTAssertEqual(query("햅틱을"), ["햅틱", "틱"])
        XCTAssertEqual(query("로그인"), ["로그", "그인", "인"])
        XCTAssertEqual(query("앱에서"), ["=앱"])
        XCTAssertEqual(query("앱"), ["=앱"])
        XCTAssertEqual(query("추가"), ["추가", "가"])      // 가 not stripped from 2-syllable words
        XCTAssertEqual(query("사용합니다"), ["사용", "용"])
        XCTAssertEqual(query("확인하세요"), ["확인", "인"])
        XCTAssertEqual(BilingualTokenizer.tokens(in: "앱", mode: .queryPrefix).map(\.text), ["앱"])
        XCTAssertEqual(BilingualTokenizer.tokens(in: "scrolling 설정", mode: .queryPrefix).map(\.text),
                       ["scroll", "설정", "정"])
        XCTAssertEqual(BilingualTokenizer.tokens(in: "설정 scrolling", mode: .queryPrefix).map(\.text),
                       ["설정", "정", "scrolling"])
    }

    func testMixedScript() {
        XCTAssertEqual(query("Apple로 로그인"), ["appl", "로그", "그인", "인"])
        XCTAssertEqual(query("SF Symbols 크기"), ["sf", "symbol", "크기", "기"])
        XCTAssertEqual(doc("시트(sheet)를"), ["시", "시트", "트", "sheet"])
        XCTAssertEqual(doc("SF Symbols의 크기를"), ["sf", "symbol", "크", "크기", "기", "기를", "를"])
        XCTAssertEqual(doc("10개"), ["10", "개", "=개"])
    }

    func testNFDInputAndOffsets() {
        let nfc = "시트를 선택"
        let nfd = nfc.decomposedStringWithCanonicalMapping
        XCTAssertNotEqual(Array(nfc.utf8), Array(nfd.utf8))
        XCTAssertEqual(doc(nfd), doc(nfc))
        XCTAssertEqual(query(nfd), query(nfc))
        // Offsets refer to the NFD bytes: each NFD syllable here is 2 or 3 jamo * 3 bytes.
        let bytes = Array(nfd.utf8)
        for t in BilingualTokenizer.tokens(in: nfd, mode: .document) where !t.text.hasPrefix("=") {
            let slice = String(decoding: bytes[t.byteRange], as: UTF8.self)
            XCTAssertEqual(slice.precomposedStringWithCanonicalMapping, t.text)
        }
        // Latin with combining accent
        XCTAssertEqual(doc("Cafe\u{301} CAFÉ"), ["café", "café"])
    }

    func testOffsetsSliceOriginalText() {
        let text = "Use 시트(sheet)를 in Apple로 로그인, right-to-left 레이아웃에서는 SF Symbols의 크기를."
        let bytes = Array(text.utf8)
        for t in BilingualTokenizer.tokens(in: text, mode: .document) where !t.text.hasPrefix("=") {
            let slice = String(decoding: bytes[t.byteRange], as: UTF8.self).lowercased()
            XCTAssertTrue(slice == t.text || PorterStemmer.stem(slice) == t.text, "\(t.text) vs \(slice)")
        }
    }
}
