import Foundation
import Mustache

/// The site's templates and static assets: the package's `Theme` resource folder, overlaid file by file
/// with a user's `--theme DIR` (same relative paths: `templates/page.mustache`, `assets/site.css`, …). Files whose
/// templates are the bundled ones render by hand (`BundledRenderer`); a template the theme changes renders through
/// Mustache, with every file that includes it.
package struct Theme: Sendable {
    /// Mustache templates by name (`layout`, `home`, `page`, `block`, `rules`, `category`, `notfound`, and the partials `name`, `nav-node`, `banners`).
    package var library: MustacheLibrary
    /// Files copied into the site as they are, by path relative to the site root (`assets/site.css`).
    package var assets: [String: Data]
    /// Every template's name and text, in name order: what a `RenderMemo` knows the theme by. Empty for a theme
    /// made from a library directly, whose pages are then never taken from an earlier build.
    package private(set) var templateBytes: [UInt8] = []
    /// The kinds of file whose templates (and partials) are the bundled ones `BundledRenderer` writes by hand; every
    /// other kind renders through Mustache. Empty for a theme made from a library directly.
    var handRendered: Set<BundledTemplates.Kind> = []

    package init(library: MustacheLibrary, assets: [String: Data]) {
        self.library = library
        self.assets = assets
    }

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

    /// A theme from files by relative path: `templates/NAME.mustache` become templates, `assets/…` are copied.
    package init(files: [String: Data]) throws {
        var library = MustacheLibrary()
        var assets: [String: Data] = [:]
        var templates: [String: [UInt8]] = [:]
        for (path, data) in files {
            if path.hasPrefix("templates/") && path.hasSuffix(".mustache") {
                let name = String(path.dropFirst("templates/".count).dropLast(".mustache".count))
                templates[name] = [UInt8](data)
                do {
                    try library.register(String(decoding: data, as: UTF8.self), named: name)
                } catch {
                    throw ThemeError.badTemplate(path, "\(error)")
                }
            } else if path.hasPrefix("assets/") {
                assets[path] = data
            }
        }
        for required in ["layout", "home", "page", "block", "rules", "category", "notfound"] where library.getTemplate(named: required) == nil {
            throw ThemeError.missingTemplate(required)
        }
        self.library = library
        self.assets = assets
        handRendered = BundledTemplates.handRendered(templates)
        for path in files.keys.sorted() where path.hasPrefix("templates/") {
            templateBytes += Array("\(path)\0\(files[path]!.count)\0".utf8) + files[path]!
        }
    }

    /// Renders a template; a template that renders nothing is a theme error.
    func render(_ context: [String: Any], with name: String) throws -> String {
        guard let text = library.render(context, withTemplate: name) else { throw ThemeError.missingTemplate(name) }
        return text
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
    case missingTemplate(String)
    case badTemplate(String, String)

    package var description: String {
        switch self {
        case .missingBundledTheme: "the bundled site theme (hig_HIGSite.resources) is missing next to the hig binary"
        case let .notAFolder(path): "\(path): the theme is not a folder"
        case let .missingTemplate(name): "the theme has no templates/\(name).mustache"
        case let .badTemplate(path, error): "\(path): \(error)"
        }
    }
}
