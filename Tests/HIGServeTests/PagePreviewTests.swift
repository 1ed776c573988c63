import Foundation
import HIGDriver
import HIGTestSupport
import XCTest
@testable import HIGServe

/// `hig serve`'s page previews: an edit is served from memory before the full build (held back here by a gate, never
/// by timing), the full build then leaves exactly what a clean build makes, and every case a preview cannot decide
/// from one file goes to the full build first.
final class PagePreviewTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var folder: URL { temporary.url }
    private var sources: URL { folder.appendingPathComponent("seeds") }
    private var output: URL { folder.appendingPathComponent("output") }

    private static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("seeds")
    /// The only source of the action sheets page.
    private static let actionSheets = "001_3cef73f6a796ebe9.txt"
    private static let actionSheetsPage = "pages/components/presentation/action-sheets.html"
    /// Two copies of the activity views page.
    private static let activityViews = "000_c3d0f716da2af800.txt"
    private static let koreanLine = "> 작업 시트를 사용하지 마십시오."
    private static let editedLine = "> 작업 시트를 미리보기로 먼저 고쳤습니다."

    override func setUpWithError() throws {
        temporary = try TemporaryFolder(prefix: "hig-page-preview")
        try FileManager.default.copyItem(at: Self.seeds, to: sources)
    }

    override func tearDownWithError() throws {
        temporary?.remove()
    }

    private func path(_ name: String) -> String { sources.appendingPathComponent(name).path }

    private func edit(_ name: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOfFile: path(name), encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(old) not in \(name)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    private func builtRebuild(theme: String? = nil) throws -> IncrementalRebuild {
        let builder = IncrementalRebuild(sources: [sources.path], output: output, theme: theme)
        let first = builder.build(changes: [])
        XCTAssertTrue(first.succeeded, first.consoleText)
        return builder
    }

    func testAnEditedPageIsServedBeforeTheFullBuildWhichThenEqualsACleanBuild() async throws {
        let gated = GatedBuilder(try builtRebuild())
        let hub = LiveReloadHub(status: LiveStatus(build: "t-0", errors: []))
        let overlay = SiteOverlay()
        let siteRoot = output.appendingPathComponent("site")
        let session = PreviewSession(builder: gated, console: DiagnosticConsole(format: .text), hub: hub, counter: BuildCounter(),
                                     overlay: overlay, siteRoot: siteRoot)
        try edit(Self.actionSheets, Self.koreanLine, Self.editedLine)
        let finished = Self.inBackground(session, [path(Self.actionSheets)])
        XCTAssertEqual(gated.started.wait(timeout: .now() + 600), .success, "the full build never started")

        // The full build has not run: the site folder holds the old page, the server the new one.
        let handler = SiteHandler(root: siteRoot, hub: hub, overlay: overlay)
        let contents = await handler.contents(of: Self.actionSheetsPage)
        let served = try XCTUnwrap(contents)
        XCTAssertTrue(String(decoding: served, as: UTF8.self).contains(Self.editedLine.dropFirst(2)))
        let onDisk = try String(contentsOf: siteRoot.appendingPathComponent(Self.actionSheetsPage), encoding: .utf8)
        XCTAssertFalse(onDisk.contains(Self.editedLine.dropFirst(2)))
        let previewStatus = await hub.status
        XCTAssertEqual(previewStatus.reload, [Self.actionSheetsPage], "only the edited page reloads")

        gated.release.signal()
        finished.wait()
        XCTAssertTrue(overlay.isEmpty)
        let finalStatus = await hub.status
        XCTAssertNotEqual(finalStatus.build, previewStatus.build)
        XCTAssertEqual(finalStatus.kept, [Self.actionSheetsPage], "the preview was the full build's page, so it does not reload again")
        try assertSiteEqualsACleanBuild(siteRoot)
    }

    /// Runs the session's rebuild of `changes` on its own thread, as `RebuildLoop` does; signals when it is done.
    private static func inBackground(_ session: PreviewSession, _ changes: Set<String>) -> DispatchSemaphore {
        let finished = DispatchSemaphore(value: 0)
        let work = SessionRun(session: session, changes: changes)
        Thread {
            work.session.rebuild(work.changes)
            finished.signal()
        }.start()
        return finished
    }

    /// Every file of the served site is byte for byte what a clean `hig build` of the sources writes.
    private func assertSiteEqualsACleanBuild(_ siteRoot: URL) throws {
        var clean = BuildAction(sources: [sources.path], output: folder.appendingPathComponent("clean").path,
                                console: DiagnosticConsole(format: .text), outputs: [.site])
        clean.usesCache = false
        XCTAssertTrue(clean.build().succeeded)
        let cleanRoot = folder.appendingPathComponent("clean/site")
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: cleanRoot.path)).sorted()
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: siteRoot.path).sorted(), files)
        for file in files {
            XCTAssertEqual(FileManager.default.contents(atPath: siteRoot.appendingPathComponent(file).path),
                           FileManager.default.contents(atPath: cleanRoot.appendingPathComponent(file).path), file)
        }
    }

    func testAnEditThatCannotBePreviewedIsBuiltFirstAndNothingIsServedFromMemory() async throws {
        let gated = GatedBuilder(try builtRebuild())
        let hub = LiveReloadHub(status: LiveStatus(build: "t-0", errors: []))
        let overlay = SiteOverlay()
        let session = PreviewSession(builder: gated, console: DiagnosticConsole(format: .text), hub: hub, counter: BuildCounter(),
                                     overlay: overlay, siteRoot: output.appendingPathComponent("site"))
        try edit(Self.activityViews, "activity-views", "activity-panels")
        let finished = Self.inBackground(session, [path(Self.activityViews)])
        XCTAssertEqual(gated.started.wait(timeout: .now() + 600), .success, "the full build never started")
        XCTAssertTrue(overlay.isEmpty)
        let status = await hub.status
        XCTAssertEqual(status.build, "t-0", "no page was told to reload before the full build")
        gated.release.signal()
        finished.wait()
        let final = await hub.status
        XCTAssertNotEqual(final.build, "t-0")
        XCTAssertNil(final.kept)
    }

    /// The reason a preview of `changes` gives for building first, or nil when it previewed them.
    private func fallback(_ builder: IncrementalRebuild, _ changes: [String]) -> String? {
        if case .fullBuildFirst(let reason) = builder.previewPages(changes: Set(changes)) { return reason }
        return nil
    }

    func testEachEditAPreviewCannotDecideGoesToTheFullBuildFirst() throws {
        let theme = folder.appendingPathComponent("theme").path
        try FileManager.default.createDirectory(atPath: theme, withIntermediateDirectories: true)
        let builder = try builtRebuild(theme: theme)
        try edit(Self.actionSheets, Self.koreanLine, Self.editedLine)
        XCTAssertNil(fallback(builder, [path(Self.actionSheets)]), "a Korean line edited in a page's only source is previewed")
        try edit(Self.activityViews, "share sheet", "sharing sheet")
        XCTAssertNil(fallback(builder, [path(Self.activityViews)]), "an edit of one of a page's two files is previewed")

        try Data("# **[components-presentation] new-page**\n\n## A new page.\n".utf8).write(to: URL(fileURLWithPath: path("new.txt")))
        XCTAssertEqual(fallback(builder, [path("new.txt")]), "\(path("new.txt")): not a source of exactly one page in the last build")
        try FileManager.default.moveItem(atPath: path("003_2608c8bad003b0aa.txt"), toPath: path("moved.txt"))
        XCTAssertEqual(fallback(builder, [path("003_2608c8bad003b0aa.txt")]), "\(path("003_2608c8bad003b0aa.txt")): \(path("003_2608c8bad003b0aa.txt")) no longer reads as a page")
        XCTAssertNotNil(fallback(builder, [path("003_2608c8bad003b0aa.txt"), path("moved.txt")]), "a renamed file")
        try edit(Self.activityViews, "activity-views", "activity-panels")
        XCTAssertEqual(fallback(builder, [path(Self.activityViews)]),
                       "\(path(Self.activityViews)): its files now make another page, several or none")
        try edit(Self.actionSheets, "action-sheets", "action-menus")
        XCTAssertEqual(fallback(builder, [path(Self.actionSheets)]), "\(path(Self.actionSheets)): its files now make another page, several or none")
        try Data((0..<512).map { UInt8($0 % 32) }).write(to: URL(fileURLWithPath: path(Self.actionSheets)))
        XCTAssertEqual(fallback(builder, [path(Self.actionSheets)]), "\(path(Self.actionSheets)): \(path(Self.actionSheets)) no longer reads as a page")
        try Data("# **[components-presentation] action-sheets**\n".utf8).write(to: URL(fileURLWithPath: path(Self.actionSheets)))
        XCTAssertEqual(fallback(builder, [path(Self.actionSheets)]), "\(path(Self.actionSheets)): its files now make another page, several or none")
        for steering in ["hig-manifest.json", ".higignore", "README.md"] {
            XCTAssertEqual(fallback(builder, [path(steering)]), "\(path(steering)): it steers how other files are read")
        }
        XCTAssertEqual(fallback(builder, [theme + "/templates/page.mustache"]), "the theme changed")
    }
}

/// A builder whose full build waits until the test lets it run; its previews are the real builder's.
private final class GatedBuilder: PreviewBuilder, @unchecked Sendable {
    let inner: IncrementalRebuild
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)

    init(_ inner: IncrementalRebuild) {
        self.inner = inner
    }

    func build(changes: Set<String>) -> PreviewBuildResult {
        started.signal()
        release.wait()
        return inner.build(changes: changes)
    }

    func previewPages(changes: Set<String>) -> PagePreviews { inner.previewPages(changes: changes) }
}

/// A session handed to the thread that runs it (and used by no other).
private final class SessionRun: @unchecked Sendable {
    let session: PreviewSession
    let changes: Set<String>

    init(session: PreviewSession, changes: Set<String>) {
        self.session = session
        self.changes = changes
    }
}
