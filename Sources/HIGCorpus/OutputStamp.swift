/// The stamp `hig build` leaves in its output folder: the files it wrote there. hig replaces or removes only
/// these on the next build, keeps everything else (a `.git`, a `CNAME` added to publish the site), and never
/// reads a folder that holds a stamp as sources.
public struct OutputStamp: Codable, Hashable, Sendable {
    /// The stamp's file name, at the top of the output folder.
    public static let fileName = ".hig-output.json"

    public var generator: String
    /// Paths relative to the output folder, in byte order.
    public var files: [String]

    public init(files: [String]) {
        self.generator = "hig"
        self.files = files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
