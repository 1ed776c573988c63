import Foundation

/// Where a relative image `src` points, as outputs record paths: resolved against the file of the block that shows
/// it (`two-repos/kr/patterns/launching.md` + `.attachments/.launching/a@2x.png`). The compiler reads the images
/// it finds this way and the site serves its copies of them, so both resolve alike.
public enum ImagePath {
    /// Raster images only: an SVG can carry script.
    public static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "avif"]

    /// The recorded path of a relative image `src` in the file at `sourcePath`; `nil` for a URL (`https:`, `//`,
    /// `data:`), an absolute path, a path that climbs out of the source folder, or a file that is no raster image.
    public static func resolve(_ src: String, from sourcePath: String) -> String? {
        var path = Substring(src)
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains(":"),
              let dot = path.lastIndex(of: "."), extensions.contains(path[path.index(after: dot)...].lowercased()) else { return nil }
        var parts = sourcePath.split(separator: "/").dropLast().map(String.init)
        let root = parts.first
        for component in (path.removingPercentEncoding ?? String(path)).split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                // The source folder's own name starts every recorded path: an image must stay inside it.
                guard parts.count > 1 else { return nil }
                parts.removeLast()
            default: parts.append(String(component))
            }
        }
        guard root == nil || parts.first == root else { return nil }
        return parts.joined(separator: "/")
    }
}
