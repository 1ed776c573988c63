import Foundation
import HIGCorpus
import HIGText

/// A streaming JSON writer for large outputs: two-space indentation, keys written in the order given
/// (callers give them sorted), U+2028/U+2029 escaped so the text is also safe inside a script.
///
/// Foundation's JSONEncoder builds a boxed tree of every value before writing; this writes the same data as it goes.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []
    /// Whether the current container has no element yet, one entry per open container.
    private var firstInContainer: [Bool] = []
    private var afterKey = false

    package init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    /// A writer for one value that will sit `depth` containers deep in a larger document, so fragments
    /// written apart (in parallel) join into one consistently indented document.
    package init(fragmentAtDepth depth: Int, capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
        firstInContainer = Array(repeating: false, count: depth)
        afterKey = true
    }

    /// Appends raw, already valid JSON bytes (a fragment written by another writer).
    package mutating func appendFragments(_ fragments: [[UInt8]]) {
        beginFragments()
        for (index, fragment) in fragments.enumerated() {
            separateFragment(first: index == 0)
            bytes += fragment
        }
        endFragments(count: fragments.count)
    }

    /// Opens an array of fragments that a caller appends itself (`separateFragment` before each): the streaming form
    /// of `appendFragments`, for a document too large to hold twice.
    package mutating func beginFragments() {
        beginValue()
        bytes.append(UInt8(ascii: "["))
    }

    /// What goes before a fragment in the array `beginFragments` opened.
    package mutating func separateFragment(first: Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        newline(depth: firstInContainer.count + 1)
    }

    /// Closes the array `beginFragments` opened, after `count` fragments.
    package mutating func endFragments(count: Int) {
        if count > 0 { newline(depth: firstInContainer.count) }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Moves what is written so far to the end of `sink`; the writer goes on where it was.
    package mutating func drain(into sink: inout some ByteSink) throws {
        try sink.write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    package mutating func beginObject() { beginValue(); bytes.append(UInt8(ascii: "{")); firstInContainer.append(true) }
    package mutating func endObject() { endContainer(UInt8(ascii: "}")) }
    package mutating func beginArray() { beginValue(); bytes.append(UInt8(ascii: "[")); firstInContainer.append(true) }
    package mutating func endArray() { endContainer(UInt8(ascii: "]")) }

    package mutating func key(_ name: String) {
        separate()
        Escape.appendJSONString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        afterKey = true
    }

    package mutating func string(_ value: String?) {
        beginValue()
        if let value { Escape.appendJSONString(value, to: &bytes) } else { bytes += Self.null }
    }

    package mutating func int(_ value: Int) {
        beginValue()
        bytes += Array(String(value).utf8)
    }

    package mutating func double(_ value: Double) {
        beginValue()
        bytes += Array((value.isFinite ? "\(value)" : "null").utf8)
    }

    package mutating func bool(_ value: Bool) {
        beginValue()
        bytes += Array((value ? "true" : "false").utf8)
    }

    package mutating func null() {
        beginValue()
        bytes += Self.null
    }

    /// `"name": "value"` (or `null`).
    package mutating func field(_ name: String, _ value: String?) { key(name); string(value) }
    package mutating func field(_ name: String, _ value: Int) { key(name); int(value) }
    package mutating func field(_ name: String, _ value: Double) { key(name); double(value) }
    package mutating func field(_ name: String, _ value: Bool) { key(name); bool(value) }
    /// `"name": ["a", "b"]`.
    package mutating func field(_ name: String, _ values: [String]) {
        key(name)
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    /// The finished document with a trailing newline.
    package mutating func finish() -> [UInt8] {
        bytes.append(0x0A)
        return bytes
    }

    private static let null = Array("null".utf8)

    private mutating func beginValue() {
        if afterKey { afterKey = false; return }
        separate()
    }

    /// A comma between elements, then a newline and indentation, inside a container.
    private mutating func separate() {
        guard let first = firstInContainer.last else { return }
        if !first { bytes.append(UInt8(ascii: ",")) }
        firstInContainer[firstInContainer.count - 1] = false
        newline(depth: firstInContainer.count)
    }

    private mutating func endContainer(_ close: UInt8) {
        let wasEmpty = firstInContainer.removeLast()
        if !wasEmpty { newline(depth: firstInContainer.count) }
        bytes.append(close)
    }

    private mutating func newline(depth: Int) {
        bytes.append(0x0A)
        for _ in 0..<(depth * 2) { bytes.append(0x20) }
    }
}

extension JSONWriter {
    /// `"name": {"derivedKo": …, "en": …, "ko": …}`, `ko` and `derivedKo` explicitly null when absent: a title as
    /// corpus.json and rules.json both write it.
    package mutating func field(_ name: String, _ title: LocalizedTitle) {
        key(name)
        beginObject()
        field("derivedKo", title.derivedKo)
        field("en", title.en)
        field("ko", title.ko)
        endObject()
    }

    /// `"name": {"en": …, "ko": …}`.
    package mutating func field(_ name: String, _ text: BilingualText) {
        key(name)
        beginObject()
        field("en", text.en)
        field("ko", text.ko)
        endObject()
    }

    /// `"name": {"line": …, "path": …}`, or `null`.
    package mutating func field(_ name: String, _ location: SourceLocation?) {
        key(name)
        guard let location else { return null() }
        beginObject()
        field("line", location.line)
        field("path", location.path)
        endObject()
    }
}
