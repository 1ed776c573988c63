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
}
