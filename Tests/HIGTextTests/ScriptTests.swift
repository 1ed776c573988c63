import XCTest
@testable import HIGText

final class ScriptTests: XCTestCase {
    func testByteCountsAgreeWithScalarClasses() {
        let texts = ["작업 시트(sheet)를 사용하세요.", "iOS 17 ㅋㅋ \u{1100}\u{1161} \u{A960} \u{D7B0}", "ㄱ \u{3105} 中文 Ω", ""]
        for text in texts {
            let hangul = text.unicodeScalars.filter(Script.isHangul).count
            let latin = text.unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }.count
            XCTAssertEqual(Script.letterCounts(text).hangul, hangul, text)
            XCTAssertEqual(Script.letterCounts(text).latin, latin, text)
        }
    }

    func testKoreanAndEnglish() {
        XCTAssertTrue(Script.isKorean("SwiftUI의 시트를 사용합니다"))
        XCTAssertFalse(Script.isKorean("Use a sheet"))
        XCTAssertTrue(Script.isEnglish("Use a sheet"))
        XCTAssertTrue(Script.containsHangul("sheet 시트"))
        XCTAssertTrue(Script.isHangul(Character("가")))
    }

    func testASCIILettersAreExactlyTheASCIICharactersThatAreLetters() {
        let characters: [Character] = ["a", "z", "A", "Z", "@", "[", "`", "{", "1", " ", "\r\n", "é", "e\u{301}", "ａ", "가", "Ω"]
        for character in characters {
            XCTAssertEqual(Script.isASCIILetter(character), character.isASCII && character.isLetter, "\(character.unicodeScalars)")
        }
        XCTAssertEqual(characters.filter(Script.isASCIILetter), ["a", "z", "A", "Z"])
    }

    func testByteRulesAgreeWithCharacterRulesOnEveryByte() {
        for byte in UInt8.min...UInt8.max {
            let scalar = Character(Unicode.Scalar(byte))
            let isASCII = byte < 0x80
            XCTAssertEqual(Script.isASCIILetter(byte), isASCII && scalar.isLetter, "\(byte)")
            XCTAssertEqual(Script.isASCIIUppercase(byte), isASCII && scalar.isUppercase, "\(byte)")
            if isASCII { XCTAssertEqual(Character(Unicode.Scalar(Script.asciiLowercased(byte))), Character(scalar.lowercased()), "\(byte)") }
        }
        XCTAssertEqual(Script.asciiLowercased(0xC3), 0xC3)  // a lead byte of UTF-8 is never changed
    }
}
