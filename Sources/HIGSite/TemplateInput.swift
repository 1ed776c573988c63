/// The bytes of a template context, written so that two contexts give the same bytes exactly when a template
/// reads the same values from them (keys sorted, every value tagged with its type and length); a `RenderMemo`
/// digests them.
enum TemplateInput {
    /// The encoding of `value`, or `nil` when it holds a value of a type a context is not built from (it is then
    /// rendered afresh every time).
    static func bytes(_ value: Any) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        return append(value, to: &bytes) ? bytes : nil
    }

    /// Named inputs, then template contexts, written one after another in `TemplateInput`'s encoding.
    struct Material {
        private(set) var bytes: [UInt8] = []

        mutating func string(_ text: String) { TemplateInput.appendString(text, tag: UInt8(ascii: "s"), to: &bytes) }

        mutating func bool(_ flag: Bool) { bytes += [UInt8(ascii: "b"), flag ? 1 : 0] }

        /// A text that may be absent, told apart from an empty one.
        mutating func optional(_ text: String?) {
            bool(text != nil)
            if let text { string(text) }
        }

        /// Appends a template context; false when it holds a value of a type a context is not built from.
        mutating func context(_ value: Any) -> Bool { TemplateInput.append(value, to: &bytes) }
    }

    fileprivate static func append(_ value: Any, to bytes: inout [UInt8]) -> Bool {
        switch value {
        case let text as String:
            appendString(text, tag: UInt8(ascii: "s"), to: &bytes)
        case let flag as Bool:
            bytes += [UInt8(ascii: "b"), flag ? 1 : 0]
        case let number as Int:
            appendString(String(number), tag: UInt8(ascii: "i"), to: &bytes)
        case let map as [String: Any]:
            appendString(String(map.count), tag: UInt8(ascii: "m"), to: &bytes)
            for key in map.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                appendString(key, tag: UInt8(ascii: "k"), to: &bytes)
                guard append(map[key]!, to: &bytes) else { return false }
            }
        case let list as [Any]:
            appendString(String(list.count), tag: UInt8(ascii: "a"), to: &bytes)
            for item in list {
                guard append(item, to: &bytes) else { return false }
            }
        default:
            return false
        }
        return true
    }

    fileprivate static func appendString(_ text: String, tag: UInt8, to bytes: inout [UInt8]) {
        bytes.append(tag)
        bytes += String(text.utf8.count).utf8
        bytes.append(UInt8(ascii: ":"))
        bytes += text.utf8
    }
}
