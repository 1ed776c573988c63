import FlyingFox
import Foundation

/// Serves the built site's files. HTML pages get the live-reload script added before `</body>` as they are
/// served, so the files on disk stay exactly what `hig build` writes. Nothing is cached by the browser.
struct SiteHandler: HTTPHandler {
    /// The site folder (`OUTPUT/site`).
    let root: URL
    let hub: LiveReloadHub
    /// Pages previewed from memory over the site folder's.
    var overlay = SiteOverlay()

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let relative = Self.relativePath(request.path) else { return await notFound() }
        guard let data = await contents(of: relative) else { return await notFound() }
        var body = data
        let type = Self.contentType(for: relative)
        if type.hasPrefix("text/html") { body = Self.injectingLiveScript(into: data, build: await hub.status.build) }
        let headers: HTTPHeaders = [.contentType: type, .cacheControl: "no-store"]
        return HTTPResponse(statusCode: .ok, headers: headers, body: request.method == .HEAD ? Data() : body)
    }

    /// The file for a request path, `index.html` for a folder; nil for anything that leaves the site folder.
    static func relativePath(_ requestPath: String) -> String? {
        let components = requestPath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") || $0.contains("\0") }) else { return nil }
        if components.isEmpty || requestPath.hasSuffix("/") { return (components + ["index.html"]).joined(separator: "/") }
        return components.joined(separator: "/")
    }

    /// Reads a file of the site. While a build swaps the new site in, the folder is gone for an instant: wait for it.
    func contents(of relative: String) async -> Data? {
        if let page = overlay.contents(of: relative) { return page }
        for _ in 0..<25 {
            var isFolder: ObjCBool = false
            let url = root.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
                if isFolder.boolValue { return FileManager.default.contents(atPath: url.appendingPathComponent("index.html").path) }
                return FileManager.default.contents(atPath: url.path)
            }
            if FileManager.default.fileExists(atPath: root.path) { return nil }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        return nil
    }

    /// The site's own 404 page (which offers search), else a page that says so; either reloads by itself once the
    /// page exists (after the next build).
    private func notFound() async -> HTTPResponse {
        let fallback = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not found</title></head><body>"
            + "<p>No page at this address in the current build. <a href=\"/index.html\">All pages</a></p></body></html>"
        let page = await contents(of: "404.html").map(Self.rootedAtSiteRoot) ?? Data(fallback.utf8)
        return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                            body: Self.injectingLiveScript(into: page, build: await hub.status.build))
    }

    /// The 404 page is shown at any address: `<base href="/">` makes its relative links lead from the site root.
    static func rootedAtSiteRoot(_ html: Data) -> Data {
        guard html.range(of: Data("<base ".utf8)) == nil, let head = html.range(of: Data("<head>".utf8)) else { return html }
        var page = html
        page.insert(contentsOf: Data("\n<base href=\"/\">".utf8), at: head.upperBound)
        return page
    }

    /// The page with `<script src="/__hig/live.js" data-build="…">` before its last `</body>` (or at its end).
    static func injectingLiveScript(into html: Data, build: String) -> Data {
        let tag = Data("<script src=\"\(PreviewServer.liveScriptPath)\" data-build=\"\(build)\" defer></script>\n".utf8)
        var page = html
        if let end = html.range(of: Data("</body>".utf8), options: .backwards) {
            page.insert(contentsOf: tag, at: end.lowerBound)
        } else {
            page.append(tag)
        }
        return page
    }

    /// The media type of a site file, by its extension.
    static func contentType(for path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "woff2": return "font/woff2"
        case "txt": return "text/plain; charset=utf-8"
        case "xml": return "application/xml"
        default: return "application/octet-stream"
        }
    }
}
