/// How serious a diagnostic is; errors stop a build before anything is written.
public enum Severity: String, Codable, Sendable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A position in a source file: 1-based line and 1-based column counted in characters, not bytes.
public struct SourceLocation: Codable, Hashable, Sendable, Comparable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}

/// One finding of a pass, printed compiler style: `path:line:column: warning: message [hig.id]`.
public struct Diagnostic: Codable, Hashable, Sendable {
    public var severity: Severity
    /// A stable dotted identifier such as `hig.input.invalid-utf8`; tools match on it, so it never changes.
    public var id: String
    public var message: String
    /// Where it applies; `nil` for findings about the whole build.
    public var location: SourceLocation?

    public init(_ severity: Severity, _ id: String, _ message: String, at location: SourceLocation? = nil) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
    }

    /// The compiler-style line a terminal shows.
    public var formatted: String {
        let place = location.map { "\($0.path):\($0.line):\($0.column): " } ?? "hig: "
        return "\(place)\(severity.rawValue): \(message) [\(id)]"
    }
}

extension Diagnostic: Comparable {
    /// Orders by place, then id, so printed diagnostics never depend on thread timing.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (l?, r?) where l != r: return l < r
        default: return (lhs.id, lhs.message) < (rhs.id, rhs.message)
        }
    }
}
