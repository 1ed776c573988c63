import XCTest
@testable import HIGText

final class PlatformNameTests: XCTestCase {
    func testCanonicalSpellingInAnyCase() {
        XCTAssertEqual(PlatformName.canonical("watchos"), "watchOS")
        XCTAssertEqual(PlatformName.canonical("IPADOS"), "iPadOS")
        XCTAssertNil(PlatformName.canonical("mac"))
    }

    func testPlatformHeadings() {
        XCTAssertEqual(PlatformName.inHeading("iOS, iPadOS"), ["iOS", "iPadOS"])
        XCTAssertEqual(PlatformName.inHeading("watchOS"), ["watchOS"])
        XCTAssertEqual(PlatformName.inHeading("macOS and visionOS"), ["macOS", "visionOS"])
        XCTAssertEqual(PlatformName.inHeading("iPadOS / iOS"), ["iOS", "iPadOS"])
        XCTAssertEqual(PlatformName.inHeading("tvOS & watchos"), ["tvOS", "watchOS"])
        XCTAssertNil(PlatformName.inHeading("Platform considerations"))
        XCTAssertNil(PlatformName.inHeading("Best practices for iOS"))
    }

    func testTheInnermostPlatformHeadingOfASectionDecides() {
        XCTAssertEqual(PlatformName.inSection(["Platform considerations", "iOS, iPadOS"]), ["iOS", "iPadOS"])
        XCTAssertEqual(PlatformName.inSection(["Platform considerations", "watchOS", "Complications"]), ["watchOS"])
        XCTAssertEqual(PlatformName.inSection(["Best practices"]), [])
    }
}
