import Foundation
import Mustache

/// The site's look: the bundled assets (`assets/site.css`, …, the package's `Theme` resource folder) overlaid file by
/// file with a user's `--theme DIR`, and the templates that theme replaces. The bundled templates are Swift
/// (`BundledRenderer`); a theme replaces any of them with `templates/NAME.mustache` (`SiteTemplate` names them),
/// rendered through swift-mustache from the values docs/site.md lists.
package struct Theme: Sendable {
    /// The theme's own templates, by name, with a stand-in for each bundled template it does not replace
    /// (`{{>name}}` in a theme template writes the bundled rendering).
    let library: MustacheLibrary
    /// The bundled templates the theme replaces.
    let replaced: Set<SiteTemplate>
    /// Files copied into the site as they are, by path relative to the site root (`assets/site.css`).
    package var assets: [String: Data]
    /// Every theme template's path and text, in path order: what a page's render key knows the theme by
    /// (`PageRenderInputs`). Empty when the theme replaces no template.
    package private(set) var templateBytes: [UInt8] = []

    /// The bundled theme, overlaid with `override` when given.
    package static func load(override: URL? = nil) throws -> Theme {
        guard let bundled = Bundle.module.url(forResource: "Theme", withExtension: nil) else {
            throw ThemeError.missingBundledTheme
        }
        var files = try Self.files(in: bundled)
        if let override {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: override.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw ThemeError.notAFolder(override.path)
            }
            files.merge(try Self.files(in: override)) { _, user in user }
        }
        return try Theme(files: files)
    }

    /// A theme from files by relative path: `templates/NAME.mustache` are templates, `assets/…` are copied.
    package init(files: [String: Data]) throws {
        var library = MustacheLibrary()
        var replaced: Set<SiteTemplate> = []
        for (path, data) in files where path.hasPrefix("templates/") && path.hasSuffix(".mustache") {
            let name = String(path.dropFirst("templates/".count).dropLast(".mustache".count))
            do {
                try library.register(String(decoding: data, as: UTF8.self), named: name)
            } catch {
                throw ThemeError.badTemplate(path, "\(error)")
            }
            if let template = SiteTemplate(rawValue: name) { replaced.insert(template) }
        }
        for template in SiteTemplate.allCases where !replaced.contains(template) {
            if let standIn = template.standIn { try library.register(standIn, named: template.rawValue) }
        }
        self.library = library
        self.replaced = replaced
        assets = files.filter { $0.key.hasPrefix("assets/") }
        for path in files.keys.sorted() where path.hasPrefix("templates/") {
            templateBytes += Array("\(path)\0\(files[path]!.count)\0".utf8) + files[path]!
        }
    }

    /// Whether the theme replaces `template`.
    func replaces(_ template: SiteTemplate) -> Bool { replaced.contains(template) }

    /// Renders a template the theme replaces (every one it does not is a stand-in that reads its rendering from
    /// `context`).
    func render(_ context: [String: Any], with template: SiteTemplate) -> String {
        library.render(context, withTemplate: template.rawValue) ?? ""
    }

    private static func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return result
        }
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(base + "/") else { continue }
            let relative = String(path.dropFirst(base.count + 1))
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            result[relative] = try Data(contentsOf: url)
        }
        return result
    }
}

/// Why a theme could not be used.
package enum ThemeError: Error, CustomStringConvertible, Equatable {
    case missingBundledTheme
    case notAFolder(String)
    case badTemplate(String, String)

    package var description: String {
        switch self {
        case .missingBundledTheme: "the bundled site theme (hig_HIGSite.resources) is missing next to the hig binary"
        case let .notAFolder(path): "\(path): the theme is not a folder"
        case let .badTemplate(path, error): "\(path): \(error)"
        }
    }
}
