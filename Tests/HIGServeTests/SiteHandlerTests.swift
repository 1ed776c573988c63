import Foundation
import XCTest
@testable import HIGServe

/// What the preview server serves for a request path, and how it adds the live-reload script.
final class SiteHandlerTests: XCTestCase {
    func testFoldersServeTheirIndex() {
        XCTAssertEqual(SiteHandler.relativePath("/"), "index.html")
        XCTAssertEqual(SiteHandler.relativePath("/pages/"), "pages/index.html")
        XCTAssertEqual(SiteHandler.relativePath("/pages/sheets.html"), "pages/sheets.html")
        XCTAssertEqual(SiteHandler.relativePath("//assets//site.css"), "assets/site.css")
    }

    func testNothingOutsideTheSiteOrHidden() {
        XCTAssertNil(SiteHandler.relativePath("/../etc/passwd"))
        XCTAssertNil(SiteHandler.relativePath("/pages/../../secret"))
        XCTAssertNil(SiteHandler.relativePath("/.staging/index.html"))
    }

    func testScriptGoesBeforeTheLastBodyEnd() {
        let page = Data("<html><body><p>&lt;/body&gt; </body></p></body></html>".utf8)
        let served = String(decoding: SiteHandler.injectingLiveScript(into: page, build: "b-2"), as: UTF8.self)
        XCTAssertEqual(served, "<html><body><p>&lt;/body&gt; </body></p><script src=\"/__hig/live.js\" data-build=\"b-2\" defer></script>\n</body></html>")
    }

    func testScriptIsAppendedWithoutBody() {
        let served = String(decoding: SiteHandler.injectingLiveScript(into: Data("<p>x".utf8), build: "1"), as: UTF8.self)
        XCTAssertEqual(served, "<p>x<script src=\"/__hig/live.js\" data-build=\"1\" defer></script>\n")
    }

    func testThe404PageLeadsFromTheSiteRoot() {
        let page = Data("<!DOCTYPE html>\n<html><head>\n<title>x</title></head><body></body></html>".utf8)
        XCTAssertEqual(String(decoding: SiteHandler.rootedAtSiteRoot(page), as: UTF8.self),
                       "<!DOCTYPE html>\n<html><head>\n<base href=\"/\">\n<title>x</title></head><body></body></html>")
        let based = Data("<head><base href=\"https://x/\">".utf8)
        XCTAssertEqual(SiteHandler.rootedAtSiteRoot(based), based)
    }

    func testMediaTypes() {
        XCTAssertEqual(SiteHandler.contentType(for: "pages/a.html"), "text/html; charset=utf-8")
        XCTAssertEqual(SiteHandler.contentType(for: "search/t3.js"), "text/javascript; charset=utf-8")
        XCTAssertEqual(SiteHandler.contentType(for: "assets/site.CSS"), "text/css; charset=utf-8")
        XCTAssertEqual(SiteHandler.contentType(for: "corpus.bin"), "application/octet-stream")
    }

    func testStatusMessage() {
        XCTAssertEqual(LiveStatus(build: "k-3", errors: []).json, #"{"build":"k-3","errors":[]}"#)
        XCTAssertEqual(LiveStatus(build: "k-3", errors: ["seeds/hig-manifest.json:1:1: error: invalid manifest"]).json,
                       #"{"build":"k-3","errors":["seeds\/hig-manifest.json:1:1: error: invalid manifest"]}"#.replacingOccurrences(of: "\\/", with: "/"))
    }
}
