/// Writes an `Encodable` value into a `RenderMaterial` as its coding walks it, so a file is keyed by exactly what its
/// view shows and a field added to a view joins the key by itself. Every key and value is tagged with its type and
/// length, and every value encoded inside a container is bracketed, so two different values of one type never give
/// the same bytes (a nested container, which only a synthesized enum case opens, is the last entry of its container).
final class MaterialEncoder: Encoder {
    private(set) var material = RenderMaterial()
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    /// The material of `value`.
    static func material(of value: some Encodable) throws -> RenderMaterial {
        let encoder = MaterialEncoder()
        try encoder.bracketed(value)
        return encoder.material
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(encoder: self) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    /// `value` between an opening and a closing mark.
    fileprivate func bracketed(_ value: some Encodable) throws {
        material.mark("(")
        try value.encode(to: self)
        material.mark(")")
    }

    fileprivate func key(_ key: some CodingKey) { material.string(key.stringValue) }

    /// The types met that are not numbers: asking the runtime whether a type is one costs more than writing its value.
    private var others: Set<ObjectIdentifier> = []

    fileprivate func write<T: Encodable>(_ value: T) throws {
        if T.self == String.self { return material.string(value as! String) }
        if T.self == Bool.self { return material.bool(value as! Bool) }
        if T.self == Int.self { return material.int(value as! Int) }
        let type = ObjectIdentifier(T.self)
        if !others.contains(type) {
            switch value {
            case let number as any BinaryInteger:
                return material.int(Int(truncatingIfNeeded: number))
            case let number as any BinaryFloatingPoint:
                return material.int(Int(truncatingIfNeeded: Double(number).bitPattern))
            default:
                others.insert(type)
            }
        }
        try bracketed(value)
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: MaterialEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil(forKey key: Key) {
            encoder.key(key)
            encoder.material.mark("n")
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            encoder.key(key)
            try encoder.write(value)
        }

        // The views' own field types, written without a dynamic cast.
        mutating func encode(_ value: String, forKey key: Key) {
            encoder.key(key)
            encoder.material.string(value)
        }

        mutating func encode(_ value: Bool, forKey key: Key) {
            encoder.key(key)
            encoder.material.bool(value)
        }

        mutating func encode(_ value: Int, forKey key: Key) {
            encoder.key(key)
            encoder.material.int(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.key(key)
            encoder.material.mark("{")
            return encoder.container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.key(key)
            encoder.material.mark("[")
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            encoder.key(key)
            return encoder
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: MaterialEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        private(set) var count = 0

        init(encoder: MaterialEncoder) { self.encoder = encoder }

        mutating func encodeNil() {
            count += 1
            encoder.material.mark("n")
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            encoder.material.mark(",")
            try encoder.write(value)
        }

        mutating func encode(_ value: String) {
            count += 1
            encoder.material.mark(",")
            encoder.material.string(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            encoder.material.mark("{")
            return encoder.container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            encoder.material.mark("[")
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: MaterialEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() { encoder.material.mark("n") }

        mutating func encode<T: Encodable>(_ value: T) throws { try encoder.write(value) }
    }
}
