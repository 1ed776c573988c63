import XCTest
@testable import HIGText

/// `EnglishPlural.singular`, the one plural rule of the lexicon, title keys and the QA checks' terms.
final class EnglishPluralTests: XCTestCase {
    func testPluralsFoldToTheirSingular() {
        let plurals = [
            "menus": "menu", "submenus": "submenu", "views": "view", "buttons": "button", "ties": "tie",
            "categories": "category", "activities": "activity", "accessories": "accessory",
            "classes": "class", "addresses": "address", "boxes": "box", "switches": "switch", "dishes": "dish",
            // `-se` nouns keep their e: the class a reading of `-ses` as `-s` + `es` broke.
            "purchases": "purchase", "cases": "case", "uses": "use", "responses": "response", "phrases": "phrase",
            "releases": "release", "databases": "database", "licenses": "license",
        ]
        for (plural, singular) in plurals {
            XCTAssertEqual(EnglishPlural.singular(plural), singular, plural)
        }
    }

    func testWordsEndingInSWithoutBeingPluralStay() {
        for word in ["status", "focus", "bonus", "axis", "analysis", "glass", "press", "menu"] {
            XCTAssertEqual(EnglishPlural.singular(word), word)
        }
    }

    func testTheByteRuleGivesTheCharacterRulesAnswers() {
        // Every word of up to four of these pieces (the endings' letters, a carriage return and line feed that join
        // as one Character, a non-ASCII letter, a capital), and the u-nouns' plurals and their ends.
        let pieces = ["s", "e", "i", "u", "x", "z", "c", "h", "y", "m", "n", "\r", "\n", "é", "S", "e\u{301}"]
        var words: Set<String> = [""], layer = [""]
        for _ in 0..<4 {
            layer = layer.flatMap { word in pieces.map { word + $0 } }
            words.formUnion(layer)
        }
        for noun in ["menu", "haiku", "guru", "emu", "tofu", "tutu", "gnu", "bayou"] {
            words.formUnion([noun + "s", "sub" + noun + "s", String(noun.dropFirst()) + "s", noun + "\r\ns", "\r" + noun + "s"])
        }
        for word in words {
            XCTAssertEqual(EnglishPlural.singular(word), EnglishPlural.characterSingular(word), word.debugDescription)
        }
    }
}
