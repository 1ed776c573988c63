import XCTest
import HIGCompiler

/// What a corrected translation may hold before it is written into a source.
final class TranslationTextTests: XCTestCase {
    func testLineBreaksAndControlCharactersAreRefusedWithTheirPlace() {
        let refused: [(String, String)] = [
            ("첫 줄\r# 제목", "hig.import.line-break"), ("첫 줄\n둘째 줄", "hig.import.line-break"), ("줄\u{2028}바꿈", "hig.import.line-break"),
            ("\u{1B}]0;title\u{07}", "hig.import.control-character"), ("뒤집기\u{202E}문자", "hig.import.control-character"),
            ("폭\u{200B}없음", "hig.import.control-character"), ("널\u{0}문자", "hig.import.control-character"),
        ]
        for (text, id) in refused {
            guard case .failure(let problem) = TranslationText.prepare(text) else { return XCTFail(text) }
            XCTAssertEqual(problem.id, id, text)
        }
        guard case .failure(let problem) = TranslationText.prepare("첫 줄\r# 제목") else { return XCTFail() }
        XCTAssertTrue(problem.description.contains("(U+000D) at character 4"), problem.description)
    }

    func testOuterSpaceIsTrimmedAndTextIsNFC() {
        XCTAssertEqual(try TranslationText.prepare("  한국어\t번역 ").get(), "한국어\t번역")
        XCTAssertEqual(try TranslationText.prepare("한국어".decomposedStringWithCanonicalMapping).get(), "한국어")
    }
}
