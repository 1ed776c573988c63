import XCTest
@testable import HIGText

final class ProductNameTests: XCTestCase {
    func testSlugsBecomeSentenceCaseNamesWithProductsSpelledRight() {
        XCTAssertEqual(ProductName.title(fromSlug: "menus-and-actions"), "Menus and actions")
        XCTAssertEqual(ProductName.title(fromSlug: "carplay"), "CarPlay")
        XCTAssertEqual(ProductName.title(fromSlug: "homekit"), "HomeKit")
        XCTAssertEqual(ProductName.title(fromSlug: "airplay"), "AirPlay")
        XCTAssertEqual(ProductName.title(fromSlug: "designing-for-visionos"), "Designing for visionOS")
        XCTAssertEqual(ProductName.title(fromSlug: "visionos"), "visionOS")
        XCTAssertEqual(ProductName.title(fromSlug: "apple-pay"), "Apple Pay")
        XCTAssertEqual(ProductName.title(fromSlug: "tap-to-pay-on-iphone"), "Tap to Pay on iPhone")
        XCTAssertEqual(ProductName.title(fromSlug: "sign-in-with-apple"), "Sign in with Apple")
        XCTAssertEqual(ProductName.title(fromSlug: "Layout_And_Organization"), "Layout and organization")
        XCTAssertEqual(ProductName.title(fromSlug: ""), "")
    }

    func testCanonicalSpellingOfOneWord() {
        XCTAssertEqual(ProductName.canonical("CARPLAY"), "CarPlay")
        XCTAssertEqual(ProductName.canonical("watchos"), "watchOS")
        XCTAssertNil(ProductName.canonical("sheets"))
    }
}
